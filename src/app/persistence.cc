#include "app/persistence.h"

#include <nlohmann/json.hpp>

#include "session/bot_runner.h"
#include "records/record.h"
#include "core/rules.h"

namespace hearts::app {

std::string settingsToJson(const Settings& s) {
  nlohmann::json j;
  j["preset"] = s.preset;
  j["level"] = s.level;
  j["fast"] = s.fast;
  j["undo"] = s.undo;
  j["volume"] = s.volume;
  j["muted"] = s.muted;
  return j.dump();
}

Settings settingsFromJson(std::string_view text, const Settings& defaults) {
  Settings s = defaults;
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_object()) return s;
  if (auto it = j.find("preset"); it != j.end() && it->is_string() &&
                                  presetRules(it->get<std::string>()))
    s.preset = it->get<std::string>();
  if (auto it = j.find("level"); it != j.end() && it->is_string() &&
                                 session::isBotLevel(it->get<std::string>()))
    s.level = it->get<std::string>();
  if (auto it = j.find("fast"); it != j.end() && it->is_boolean()) s.fast = it->get<bool>();
  if (auto it = j.find("undo"); it != j.end() && it->is_boolean()) s.undo = it->get<bool>();
  if (auto it = j.find("volume"); it != j.end() && it->is_number_integer() &&
                                  it->get<int>() >= 0 && it->get<int>() <= 100)
    s.volume = it->get<int>();
  if (auto it = j.find("muted"); it != j.end() && it->is_boolean()) s.muted = it->get<bool>();
  return s;
}

RestoredGame restoreGame(Storage& storage) {
  RestoredGame out;
  const auto text = storage.read(kGameKey);
  if (!text) return out;
  LoadedRecord loaded = loadRecord(*text);
  if (loaded.match) {
    out.match = std::move(loaded.match);
    return out;
  }
  // Keep the unreadable text under the first free name, so nothing is lost.
  std::string aside;
  for (int n = 1; n <= 100 && aside.empty(); ++n) {
    const std::string key = n == 1 ? "game-corrupt" : "game-corrupt-" + std::to_string(n);
    if (!storage.read(key)) aside = key;
  }
  const std::string why = "The saved game could not be read (" + loaded.error + ").";
  if (!aside.empty() && storage.write(aside, *text)) {
    out.message = why + " It was kept as " + storage.where(aside) + "; a new game has started.";
  } else {
    out.message = why + " It could not be kept aside either, so it is left untouched and this "
                        "game will not be saved.";
    out.maySave = false;
  }
  return out;
}

bool saveGame(Storage& storage, const Match& match) {
  return storage.write(kGameKey, saveRecord(match));
}

}  // namespace hearts::app
