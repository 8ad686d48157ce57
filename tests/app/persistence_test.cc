// Saving and restoring: the game after every action, the settings, and a corrupt save that
// is kept aside with a clear message rather than lost.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "app/keeper.h"
#include "app/persistence.h"
#include "app/storage.h"
#include "records/record.h"
#include "core/rules.h"
#include "words/language.h"

using namespace hearts;
using namespace hearts::app;

namespace {

Match someGame() {
  Match m(*presetRules("classic"), 31);
  for (int s = 0; s < 4; ++s) {
    CardSet pass;
    for (Card c : m.state().hand(s)) {
      if (pass.size() == 3) break;
      pass.add(c);
    }
    m.apply(Action::makePass(s, pass));
  }
  for (int i = 0; i < 9; ++i) m.apply(Action::makePlay(m.state().firstToAct(), m.state().legalPlays().lowest()));
  return m;
}

}  // namespace

TEST_CASE("a saved game is restored exactly, and its record names the bots' level") {
  MemoryStorage st;
  const Match m = someGame();
  REQUIRE(saveGame(st, saveRecord(m, "hard")));
  CHECK(loadRecord(st.items[kGameKey]).level == "hard");
  RestoredGame r = restoreGame(st);
  REQUIRE(r.match);
  CHECK(r.message.empty());
  CHECK(r.maySave);
  CHECK(r.match->actions() == m.actions());
  CHECK(r.match->state() == m.state());
}

TEST_CASE("no saved game: nothing restored, nothing said") {
  MemoryStorage st;
  const RestoredGame r = restoreGame(st);
  CHECK(!r.match);
  CHECK(r.message.empty());
  CHECK(r.maySave);
}

TEST_CASE("a corrupt save is kept aside under a new name and the player is told where") {
  MemoryStorage st;
  st.items[kGameKey] = "{\"format\":\"hearts-record\",\"version\":1,\"seed\":";
  const RestoredGame r = restoreGame(st);
  CHECK(!r.match);
  CHECK(r.maySave);
  REQUIRE(st.items.count("game-corrupt") == 1);
  CHECK(st.items["game-corrupt"] == st.items[kGameKey]);
  CHECK(r.message.find("could not be read") != std::string::npos);
  CHECK(r.message.find("memory:game-corrupt") != std::string::npos);
  // A second corrupt save does not overwrite the first one kept aside.
  st.items[kGameKey] = "garbage";
  const RestoredGame again = restoreGame(st);
  CHECK(st.items["game-corrupt-2"] == "garbage");
  CHECK(st.items["game-corrupt"] != "garbage");
  CHECK(again.message.find("game-corrupt-2") != std::string::npos);
  // The same corrupt save met again (a save the player could not replace) is kept once.
  const RestoredGame third = restoreGame(st);
  CHECK(third.message.find("game-corrupt-2") != std::string::npos);
  CHECK(st.items.count("game-corrupt-3") == 0);
}

TEST_CASE("a corrupt save that cannot be kept aside is left alone and not overwritten") {
  MemoryStorage st;
  st.items[kGameKey] = "not a record";
  st.failWrites = true;
  const RestoredGame r = restoreGame(st);
  CHECK(!r.match);
  CHECK(!r.maySave);
  CHECK(st.items[kGameKey] == "not a record");
  CHECK(r.message.find("will not be saved") != std::string::npos);
}

TEST_CASE("a hand-edited save with an illegal move is refused, not half loaded") {
  MemoryStorage st;
  std::string text = saveRecord(someGame());
  // Replace the first play's card with one nobody can hold twice.
  const auto at = text.find("\"play\"");
  REQUIRE(at != std::string::npos);
  text.insert(at, "\"play\":[0,\"2C\"]},{");
  st.items[kGameKey] = text;
  const RestoredGame r = restoreGame(st);
  CHECK(!r.match);
  CHECK(st.items.count("game-corrupt") == 1);
}

namespace {

ui::UiSettings settingsOf(const char* preset, ui::Speed speed) {
  ui::UiSettings s;
  s.choosePreset(preset);
  s.levels = BotLevel::Random;
  s.speed = speed;
  return s;
}

}  // namespace

TEST_CASE("settings round-trip, and bad ones fall back to the defaults") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  ui::UiSettings s = settingsOf("omnibus", ui::Speed::None);
  s.autoPlay = true;
  s.confirmCard = true;
  s.undo = false;
  CHECK(settingsFromJson(settingsToJson(s), defaults) == s);
  CHECK(settingsFromJson("not json", defaults) == defaults);
  bool unreadable = false;
  settingsFromJson("%%%", defaults, &unreadable);
  CHECK(unreadable);
  settingsFromJson("{\"level\":7}", defaults, &unreadable);
  CHECK(!unreadable);  // an object, with a field that cannot be used
  CHECK(settingsFromJson("{\"preset\":\"poker\",\"level\":7,\"fast\":\"yes\",\"speed\":\"warp\"}", defaults) == defaults);
  CHECK(settingsFromJson("[]", defaults) == defaults);
}

TEST_CASE("custom rules are kept by their options, and a preset's rules by its name") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  ui::UiSettings s = defaults;
  Rules r = *presetRules("standard");
  r.targetScore = 50;
  r.jackOfDiamonds = -10;
  s.chooseRules(r);
  CHECK(s.preset == "custom");
  const ui::UiSettings back = settingsFromJson(settingsToJson(s), defaults);
  CHECK(back.preset == "custom");
  CHECK(back.nextRules() == r);
  // Options that happen to be a preset's are that preset.
  s.chooseRules(*presetRules("omnibus"));
  CHECK(s.preset == "omnibus");
  // Rules that make no game are refused; the defaults stay.
  CHECK(settingsFromJson("{\"preset\":\"custom\",\"rules\":{\"pass_count\":9}}", defaults).nextRules() ==
        defaults.nextRules());
}

TEST_CASE("a save from the version before speed and custom rules loads with the new defaults") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  const ui::UiSettings old = settingsFromJson(
      "{\"preset\":\"pass-two\",\"level\":\"random\",\"fast\":true,\"undo\":false}", defaults);
  CHECK(old.preset == "pass-two");
  CHECK(old.nextRules() == *presetRules("pass-two"));
  CHECK(old.speed == ui::Speed::Fast);
  CHECK(!old.undo);
  CHECK(!old.autoPlay);
  CHECK(!old.confirmCard);
  // And the new save still tells an older version whether the game is fast.
  CHECK(settingsToJson(old).find("\"fast\":true") != std::string::npos);
}

TEST_CASE("the sound's volume and mute are kept, and a save from before them loads with the defaults") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  ui::UiSettings s = defaults;
  s.volume = 30;
  s.muted = true;
  CHECK(settingsFromJson(settingsToJson(s), defaults) == s);
  // What the previous version wrote: no volume, no mute.
  const ui::UiSettings old =
      settingsFromJson(R"({"preset":"omnibus","level":"random","fast":true,"undo":false})", defaults);
  CHECK(old.preset == "omnibus");
  CHECK(old.speed == ui::Speed::Fast);
  CHECK(!old.undo);
  CHECK(old.volume == 60);
  CHECK(!old.muted);
  // Values out of range or of the wrong kind keep the defaults.
  for (const char* bad : {R"({"volume":101})", R"({"volume":-1})", R"({"volume":"loud"})",
                          R"({"volume":50.5,"muted":1})"}) {
    const ui::UiSettings b = settingsFromJson(bad, defaults);
    CHECK(b.volume == defaults.volume);
    CHECK(b.muted == defaults.muted);
  }
}

TEST_CASE("the four-colour deck and large indices are kept, and a save from before them loads with both off") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  for (const auto& [four, large] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
    ui::UiSettings s = defaults;
    s.fourColour = four;
    s.largeIndex = large;
    const ui::UiSettings back = settingsFromJson(settingsToJson(s), defaults);
    CHECK(back == s);
    CHECK(back.fourColour == four);
    CHECK(back.largeIndex == large);
  }
  // What the previous version wrote: volume and mute, no card style.
  const ui::UiSettings old = settingsFromJson(
      R"({"preset":"omnibus","rules":{},"level":"random","speed":"fast","fast":true,"undo":false,)"
      R"("auto_play":true,"confirm_card":false,"volume":30,"muted":false})", defaults);
  CHECK(old.preset == "omnibus");
  CHECK(old.speed == ui::Speed::Fast);
  CHECK(old.autoPlay);
  CHECK(old.volume == 30);
  CHECK(!old.fourColour);
  CHECK(!old.largeIndex);
  // Values of the wrong kind keep the defaults.
  const ui::UiSettings bad = settingsFromJson(R"({"four_colour":"yes","large_index":1})", defaults);
  CHECK(!bad.fourColour);
  CHECK(!bad.largeIndex);
}

TEST_CASE("the card back and the felt are kept by name, and a name not known keeps the default") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  for (ui::CardBack b : ui::kCardBacks) {
    for (ui::Felt f : ui::kFelts) {
      ui::UiSettings s = defaults;
      s.back = b;
      s.felt = f;
      const std::string json = settingsToJson(s);
      CHECK(json.find(std::string("\"card_back\":\"") + ui::cardBackName(b) + "\"") != std::string::npos);
      CHECK(json.find(std::string("\"felt\":\"") + ui::feltName(f) + "\"") != std::string::npos);
      CHECK(settingsFromJson(json, defaults) == s);
    }
  }
  // A later version's back, a number, a felt of the wrong case: the defaults, the rest read.
  bool unreadable = true;
  const ui::UiSettings odd = settingsFromJson(
      R"({"card_back":"tartan","felt":"Blue","volume":30})", defaults, &unreadable);
  CHECK(!unreadable);
  CHECK(odd.back == ui::CardBack::Lattice);
  CHECK(odd.felt == ui::Felt::Green);
  CHECK(odd.volume == 30);
  const ui::UiSettings wrongKind = settingsFromJson(R"({"card_back":2,"felt":null})", defaults);
  CHECK(wrongKind.back == ui::CardBack::Lattice);
  CHECK(wrongKind.felt == ui::Felt::Green);
  // Saves from before these settings: the first back and the green felt.
  const ui::UiSettings old = settingsFromJson(R"({"preset":"classic","four_colour":true})", defaults);
  CHECK(old.back == ui::CardBack::Lattice);
  CHECK(old.felt == ui::Felt::Green);
  CHECK(old.fourColour);
}

TEST_CASE("the language is kept by its catalog's code; \"system\" or a code not known follows the system") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  for (const words::Language l : words::kPlayerLanguages) {
    ui::UiSettings s = defaults;
    s.language = l;
    const std::string json = settingsToJson(s);
    CHECK(json.find("\"language\":\"" + std::string(words::languageCode(l)) + "\"") != std::string::npos);
    CHECK(settingsFromJson(json, defaults) == s);
  }
  CHECK(settingsToJson(defaults).find("\"language\":\"system\"") != std::string::npos);
  CHECK(settingsFromJson(settingsToJson(defaults), defaults) == defaults);
  // Read back, "system" follows the system even over a language in use before (another
  // window's choice, read again).
  ui::UiSettings german = defaults;
  german.language = words::Language::German;
  CHECK(!settingsFromJson(R"({"language":"system"})", german).language);
  // A later version's language, or one of the wrong type: the system's, the rest read, no error.
  bool unreadable = true;
  const ui::UiSettings later = settingsFromJson(R"({"language":"tlh","volume":30})", german, &unreadable);
  CHECK(!unreadable);
  CHECK(!later.language);
  CHECK(later.volume == 30);
  CHECK(settingsFromJson(R"({"language":7})", german).language == words::Language::German);
  // Saves from before the setting: the system's language.
  CHECK(!settingsFromJson(R"({"preset":"classic"})", defaults).language);
}

TEST_CASE("file storage writes whole files and reads them back") {
  const auto dir = std::filesystem::temp_directory_path() / "hearts-ui-test-storage";
  std::filesystem::remove_all(dir);
  FileStorage fs(dir.string());
  CHECK(!fs.read("game"));
  REQUIRE(fs.write("game", "{\"x\":1}"));
  CHECK(*fs.read("game") == "{\"x\":1}");
  REQUIRE(fs.write("game", "{}"));
  CHECK(*fs.read("game") == "{}");
  CHECK(fs.where("game").find("game.json") != std::string::npos);
  CHECK(!std::filesystem::exists(dir / "game.json.tmp"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("statistics with a value of the wrong type keep what can be read, say so and keep the text") {
  MemoryStorage st;
  const std::string text =
      R"({"format":"hearts-stats","version":1,"lines":[)"
      R"({"level":"hard","preset":"classic","games":"many","wins":2},)"
      R"({"level":"easy","preset":"classic","games":4},7]})";
  st.items[kStatisticsKey] = text;
  StatisticsKeeper keeper(st);
  const std::string message = keeper.load();
  CHECK(message.find("2 entries of the statistics could not be read and are left out") == 0);
  CHECK(message.find("memory:stats-unreadable") != std::string::npos);
  CHECK(st.items["stats-unreadable"] == text);
  REQUIRE(keeper.statistics().find("easy", "classic"));
  CHECK(keeper.statistics().find("easy", "classic")->games == 4);
  REQUIRE(keeper.statistics().find("hard", "classic"));
  CHECK(keeper.statistics().find("hard", "classic")->games == 0);
  CHECK(keeper.statistics().find("hard", "classic")->wins == 2);
  // The same text again (the next start) is not kept twice; another unreadable text is
  // kept beside the first, not over it.
  StatisticsKeeper again(st);
  CHECK(again.load().find("memory:stats-unreadable.") != std::string::npos);
  CHECK(st.items.count("stats-unreadable-2") == 0);
  const std::string other = R"({"format":"hearts-stats","version":1,"lines":[8]})";
  st.items[kStatisticsKey] = other;
  StatisticsKeeper second(st);
  CHECK(second.load().find("memory:stats-unreadable-2") != std::string::npos);
  CHECK(st.items["stats-unreadable"] == text);
  CHECK(st.items["stats-unreadable-2"] == other);
  // Statistics that read whole say nothing.
  StatisticsKeeper clean(st);
  st.items[kStatisticsKey] = R"({"format":"hearts-stats","version":1,"lines":[]})";
  CHECK(clean.load().empty());
}

TEST_CASE("the expert in your chair is on by default, kept when turned off, and a save from before it loads with it on") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  CHECK(defaults.expertInChair);
  ui::UiSettings s = defaults;
  s.expertInChair = false;
  CHECK(settingsFromJson(settingsToJson(s), defaults) == s);
  const ui::UiSettings old = settingsFromJson(R"({"preset":"classic","level":"hard","four_colour":true})", defaults);
  CHECK(old.expertInChair);
}

TEST_CASE("a saved daily deal comes back with its date and the expert's game") {
  MemoryStorage st;
  const Match m = someGame();
  const Match expert = someGame();
  RecordNotes notes;
  notes.level = "expert";
  notes.expertInChair = &expert;
  notes.daily = DailyTag{Date{2026, 11, 28}, false};
  REQUIRE(saveGame(st, saveRecord(m, notes)));
  const RestoredGame r = restoreGame(st);
  REQUIRE(r.match);
  REQUIRE(r.expertInChair);
  CHECK(r.expertInChair->actions() == expert.actions());
  CHECK(r.daily == notes.daily);
}

TEST_CASE("the player's name, the custom table of levels and the bots' levels shown are kept with the settings") {
  const ui::UiSettings defaults = settingsOf("classic", ui::Speed::Normal);
  CHECK(defaults.playerName == "You");
  ui::UiSettings s = defaults;
  s.playerName = "Zo\u00eb";
  s.levels = TableLevels{BotLevel::Random, BotLevel::Expert, BotLevel::Expert};
  s.levelTable = true;
  s.showLevels = true;
  const std::string text = settingsToJson(s);
  CHECK(text.find(R"("level":"random/expert/expert")") != std::string::npos);
  CHECK(text.find("\"player_name\":\"Zo\u00eb\"") != std::string::npos);
  CHECK(settingsFromJson(text, defaults) == s);
  // Settings saved before these load as they were; one level for all reads as before.
  const ui::UiSettings old = settingsFromJson(R"({"preset":"classic","level":"hard"})", defaults);
  CHECK(old.levels == TableLevels(BotLevel::Hard));
  CHECK(old.playerName == "You");
  CHECK_FALSE(old.showLevels);
  // A name that may not be kept (too long, not text, letters the font lacks, not a string)
  // leaves the default, and so do levels that are not three of the game's.
  for (const char* bad : {R"({"player_name":"abcdefghijklmnopq"})", "{\"player_name\":\"\\ud83d\\ude00\"}",
                          R"({"player_name":7})", R"({"level":"random/expert"})", R"({"level":"random/expert/god"})"})
    CHECK(settingsFromJson(bad, defaults) == defaults);
  CHECK(settingsFromJson(R"({"player_name":"  Sam  "})", defaults).playerName == "Sam");
}
