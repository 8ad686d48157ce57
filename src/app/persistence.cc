#include "app/persistence.h"

#include <nlohmann/json.hpp>

#include "session/bot_runner.h"
#include "session/player_name.h"
#include "records/record.h"
#include "core/rules.h"
#include "words/words.h"

namespace hearts::app {

std::string settingsToJson(const ui::UiSettings& s) {
  nlohmann::json j;
  j["preset"] = s.preset;
  j["rules"] = nlohmann::json::parse(rulesToJson(s.nextRules()));
  // "level": one level, or each seat's ("random/expert/expert"; versions before read only
  // one and keep their own where this is not one).
  j["level"] = levelsKey(s.levels);
  j["level_table"] = s.levelTable;
  j["speed"] = ui::speedName(s.speed);
  j["fast"] = s.speed == ui::Speed::Fast;  // what versions before "speed" read
  j["undo"] = s.undo;
  j["auto_play"] = s.autoPlay;
  j["confirm_card"] = s.confirmCard;
  j["volume"] = s.volume;
  j["muted"] = s.muted;
  j["four_colour"] = s.fourColour;
  j["large_index"] = s.largeIndex;
  j["expert_in_chair"] = s.expertInChair;
  j["card_back"] = ui::cardBackName(s.back);
  j["felt"] = ui::feltName(s.felt);
  j["show_levels"] = s.showLevels;
  j["player_name"] = s.playerName;
  // The language by its catalog's code ("de", "pt_BR"), or "system" while the browser's or
  // the system's is followed.
  j["language"] = s.language ? std::string(words::languageCode(*s.language)) : std::string("system");
  return j.dump();
}

ui::UiSettings settingsFromJson(std::string_view text, const ui::UiSettings& defaults, bool* unreadable) {
  ui::UiSettings s = defaults;
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (unreadable) *unreadable = !j.is_object();
  if (!j.is_object()) return s;
  const auto boolean = [&](const char* key, bool& out) {
    if (auto it = j.find(key); it != j.end() && it->is_boolean()) out = it->get<bool>();
  };
  // A preset by name; custom rules (or a preset's, from a later version) by their options.
  std::optional<Rules> rules;
  if (auto it = j.find("rules"); it != j.end() && it->is_object())
    rules = rulesFromJson(it->dump(), presets().front().rules, nullptr);
  if (auto it = j.find("preset"); it != j.end() && it->is_string() &&
                                  presetRules(it->get<std::string>()))
    s.choosePreset(it->get<std::string>());
  else if (rules)
    s.chooseRules(*rules);
  if (auto it = j.find("level"); it != j.end() && it->is_string())
    if (const auto levels = parseLevelsKey(it->get<std::string>())) s.levels = *levels;
  boolean("level_table", s.levelTable);
  // "speed", or the older "fast" (true or false).
  if (auto it = j.find("speed"); it != j.end() && it->is_string() &&
                                 ui::parseSpeed(it->get<std::string>())) {
    s.speed = *ui::parseSpeed(it->get<std::string>());
  } else if (auto old = j.find("fast"); old != j.end() && old->is_boolean()) {
    s.speed = old->get<bool>() ? ui::Speed::Fast : ui::Speed::Normal;
  }
  boolean("undo", s.undo);
  boolean("auto_play", s.autoPlay);
  boolean("confirm_card", s.confirmCard);
  if (auto it = j.find("volume"); it != j.end() && it->is_number_integer() &&
                                  it->get<int>() >= 0 && it->get<int>() <= 100)
    s.volume = it->get<int>();
  if (auto it = j.find("muted"); it != j.end() && it->is_boolean()) s.muted = it->get<bool>();
  boolean("four_colour", s.fourColour);
  boolean("large_index", s.largeIndex);
  boolean("expert_in_chair", s.expertInChair);
  // The table's look by name; a name this version does not know keeps the default.
  if (auto it = j.find("card_back"); it != j.end() && it->is_string())
    if (const auto back = ui::parseCardBack(it->get<std::string>())) s.back = *back;
  if (auto it = j.find("felt"); it != j.end() && it->is_string())
    if (const auto felt = ui::parseFelt(it->get<std::string>())) s.felt = *felt;
  boolean("show_levels", s.showLevels);
  // A name is kept only where it may be (player_name.h); otherwise the default stays.
  if (auto it = j.find("player_name"); it != j.end() && it->is_string())
    if (const auto checked = session::checkPlayerName(it->get<std::string>()); checked.ok()) s.playerName = checked.name;
  // "system", or a code this version does not know: the system's language is followed.
  if (auto it = j.find("language"); it != j.end() && it->is_string())
    s.language = words::parseLanguage(it->get<std::string>());
  return s;
}

std::string keyAside(Storage& storage, const std::string& base, const std::string& text) {
  for (int n = 1; n <= 100; ++n) {
    const std::string key = n == 1 ? base : base + "-" + std::to_string(n);
    const auto there = storage.read(key);
    if (!there || *there == text) return key;
  }
  return {};
}

namespace {

RestoredGame restoreFrom(Storage& storage, const std::optional<std::string>& text) {
  RestoredGame out;
  if (!text) return out;
  LoadedRecord loaded = loadRecord(*text);
  if (loaded.match) {
    out.match = std::move(loaded.match);
    out.expertInChair = std::move(loaded.expertInChair);
    out.daily = std::move(loaded.daily);
    return out;
  }
  const std::string aside = keyAside(storage, "game-corrupt", *text);
  if (!aside.empty() && storage.write(aside, *text)) {
    // TRANSLATORS: {reason} says why, in English; {where} names the file or the browser's storage.
    out.message = words::tr("The saved game could not be read ({reason}). It was kept as {where}; a new game has "
                            "started.",
                            {{"reason", loaded.error}, {"where", storage.where(aside)}});
  } else {
    out.message = words::tr("The saved game could not be read ({reason}). It could not be kept aside either, so it "
                            "is left untouched and this game will not be saved.",
                            {{"reason", loaded.error}});
    out.maySave = false;
  }
  return out;
}

}  // namespace

RestoredGame restoreGame(Storage& storage) { return restoreFrom(storage, storage.read(kGameKey)); }

bool saveGame(Storage& storage, const std::string& record) { return storage.write(kGameKey, record); }

RestoredGame GameSlot::restore() {
  seen_ = storage_.read(kGameKey);
  return restoreFrom(storage_, seen_);
}

GameSlot::Saved GameSlot::save(const std::string& record) {
  if (storage_.read(kGameKey) != seen_) return Saved::Newer;
  if (!saveGame(storage_, record)) return Saved::Failed;
  seen_ = record;
  return Saved::Yes;
}

}  // namespace hearts::app
