#include <doctest/doctest.h>

#include <string>

#include "hearts_version.h"
#include "records/record.h"
#include "../core/test_support.h"

using namespace hearts;

namespace {
// A game played a few hands in by simple deterministic choices.
Match playedMatch(const Rules& rules, std::uint64_t seed, int actions) {
  return test::scriptedGame(rules, seed, test::Picks::Highest, actions);
}

std::string replaced(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "test setup: '" << from << "' not in record");
  return s.replace(at, from.size(), to);
}
}  // namespace

TEST_CASE("a saved game loads back to the identical state") {
  for (const Preset& p : presets()) {
    CAPTURE(p.name);
    for (int actions : {0, 5, 60, 130, 400}) {
      const Match m = playedMatch(p.rules, 77, actions);
      const std::string text = saveRecord(m);
      const LoadedRecord loaded = loadRecord(text);
      REQUIRE_MESSAGE(loaded.match.has_value(), loaded.error);
      // A record saved at the end of a hand reloads at that hand's end too.
      Match copy = *loaded.match;
      if (m.state().phase() != Phase::HandOver) {
        while (copy.state().phase() == Phase::HandOver) copy.startNextHand();
      }
      CHECK(copy.state() == m.state());
      CHECK(copy.hands() == m.hands());
      CHECK(copy.actions() == m.actions());
      CHECK(saveRecord(copy) == text);
    }
  }
}

TEST_CASE("a record keeps the whole 64-bit seed") {
  const Match m(*presetRules("standard"), 18446744073709551615ull);
  const LoadedRecord loaded = loadRecord(saveRecord(m));
  REQUIRE(loaded.match.has_value());
  CHECK(loaded.match->seed() == 18446744073709551615ull);
}

TEST_CASE("a truncated record is refused with a message, never half loaded") {
  const std::string text = saveRecord(playedMatch(*presetRules("standard"), 5, 80));
  for (std::size_t cut = 0; cut < text.size(); cut += 7) {
    const LoadedRecord r = loadRecord(text.substr(0, cut));
    CHECK_FALSE(r.match.has_value());
    CHECK_FALSE(r.error.empty());
  }
  CHECK(loadRecord(text.substr(0, text.size() / 2)).error.find("truncated") != std::string::npos);
}

TEST_CASE("a record with an impossible move names the action and the reason") {
  const Match m = playedMatch(*presetRules("standard"), 5, 10);
  const std::string text = saveRecord(m);
  // The first play must be the two of clubs; change it to another card of that seat.
  const auto at = text.find("{\"play\":[");
  REQUIRE(at != std::string::npos);
  std::string edited = text;
  edited.replace(text.find("\"2C\"", at), 4, "\"3D\"");
  const LoadedRecord r = loadRecord(edited);
  CHECK_FALSE(r.match.has_value());
  CHECK(r.error.find("actions[4]") != std::string::npos);
  CHECK(r.error.find("not allowed") != std::string::npos);
  // The reason goes on the sentence, not as a second one.
  const auto reason = r.error.find("not allowed: ");
  REQUIRE(reason != std::string::npos);
  const char first = r.error[reason + 13];
  CHECK((first < 'A' || first > 'Z'));
}

TEST_CASE("hand-edited records with bad fields are refused, naming the field") {
  const std::string text = saveRecord(playedMatch(*presetRules("standard"), 5, 10));
  struct Case { std::string from, to, expect; };
  const Case cases[] = {
      {"\"format\":\"hearts-record\"", "\"format\":\"chess\"", "format"},
      {"\"version\":1", "\"version\":9", "version"},
      {"\"pass_count\":3", "\"pass_count\":\"three\"", "pass_count"},
      {"\"pass_count\":3", "\"pass_count\":9", "pass_count"},
      {"\"moon\":\"add_to_others\"", "\"moon\":\"to_mars\"", "rules.moon"},
      {"\"seed\":\"5\"", "\"seed\":\"5x\"", "seed"},
      {"\"seed\":\"5\"", "\"seed\":\"99999999999999999999999\"", "seed"},
      {"{\"pass\":[0,", "{\"pass\":[7,", "seat must be 0 to 3"},
      {"{\"pass\":[0,", "{\"shout\":[0,", "unknown action"},
      {"\"actions\":[", "\"actions\":\"none\",\"x\":[", "\"actions\" must be an array"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.to);
    const LoadedRecord r = loadRecord(replaced(text, c.from, c.to));
    CHECK_FALSE(r.match.has_value());
    CHECK(r.error.find(c.expect) != std::string::npos);
  }
}

TEST_CASE("records that are not records at all are refused") {
  for (const char* text : {"", "null", "[]", "42", "{}", "\"hearts\"", "{\"format\":\"hearts-record\"}",
                           "{\"version\":6666666666666e66666666666}"}) {
    CAPTURE(text);
    const LoadedRecord r = loadRecord(text);
    CHECK_FALSE(r.match.has_value());
    CHECK_FALSE(r.error.empty());
  }
}

TEST_CASE("rules travel as the bot protocol's JSON object") {
  const Rules r = *presetRules("shooter-chooses");
  const std::string j = rulesToJson(r);
  CHECK(j.find("\"pass_count\":3") != std::string::npos);
  CHECK(j.find("\"moon\":\"shooter_chooses\"") != std::string::npos);
  CHECK(j.find("\"jack_of_diamonds\":0") != std::string::npos);
  CHECK(j.find("\"max_hands\":0") != std::string::npos);
  std::string err;
  CHECK(rulesFromJson(j, Rules{}, &err) == r);
  CHECK_FALSE(rulesFromJson("{\"target_score\":-5}", Rules{}, &err).has_value());
  CHECK(err.find("target_score") != std::string::npos);
}

TEST_CASE("the hints and undos a game had travel with its record, and bad counts are refused") {
  Match m = playedMatch(*presetRules("classic"), 5, 30);
  m.assists().hints = 3;
  m.assists().undos = 1;
  const std::string text = saveRecord(m);
  CHECK(text.find("\"assists\":{\"hints\":3,\"undos\":1}") != std::string::npos);
  LoadedRecord back = loadRecord(text);
  REQUIRE(back.match);
  CHECK(back.match->assists() == m.assists());
  // Without help, the record has no "assists" at all: records of version 1 stay as they were.
  CHECK(saveRecord(playedMatch(*presetRules("classic"), 5, 30)).find("assists") == std::string::npos);
  std::string bad = text;
  bad.replace(bad.find("\"hints\":3"), 9, "\"hints\":-3");
  LoadedRecord refused = loadRecord(bad);
  CHECK(!refused.match);
  CHECK(refused.error == "assists.hints must be a whole number from 0");
}

TEST_CASE("the played-cards tracker's use travels with the record, and a record without it loads with none") {
  Match m = playedMatch(*presetRules("classic"), 5, 30);
  m.assists().tracker = 2;
  const std::string text = saveRecord(m);
  CHECK(text.find("\"assists\":{\"hints\":0,\"tracker\":2,\"undos\":0}") != std::string::npos);
  LoadedRecord back = loadRecord(text);
  REQUIRE(back.match);
  CHECK(back.match->assists().tracker == 2);
  // A record written before the tracker existed: hints and undos only.
  m.assists() = {3, 1, 0};
  const LoadedRecord old = loadRecord(saveRecord(m));
  REQUIRE(old.match);
  CHECK(saveRecord(m).find("tracker") == std::string::npos);
  CHECK(old.match->assists() == Assists{3, 1, 0});
  std::string bad = text;
  bad.replace(bad.find("\"tracker\":2"), 11, "\"tracker\":-1");
  const LoadedRecord refused = loadRecord(bad);
  CHECK(!refused.match);
  CHECK(refused.error == "assists.tracker must be a whole number from 0");
}

TEST_CASE("a record names the program and version that wrote it, and any version's name loads") {
  const std::string text = saveRecord(playedMatch(*presetRules("standard"), 5, 30));
  CHECK(text.find(std::string("\"program\":\"hearts ") + kProgramVersion + "\"") != std::string::npos);
  const std::string other = replaced(text, kProgramVersion, "0.0.1-other");
  const LoadedRecord r = loadRecord(other);
  REQUIRE(r.match.has_value());
  CHECK(saveRecord(*r.match) == text);
}

TEST_CASE("a record names the bots' level when it is given; records without one still load") {
  const Match m = playedMatch(*presetRules("classic"), 5, 30);
  const std::string text = saveRecord(m, "expert");
  CHECK(text.find("\"level\":\"expert\"") != std::string::npos);
  const LoadedRecord back = loadRecord(text);
  REQUIRE(back.match);
  CHECK(back.level == "expert");
  CHECK(saveRecord(*back.match, back.level) == text);
  // Written before the level was (and by the arena, whose seats differ): no "level" at all.
  const std::string old = saveRecord(m);
  CHECK(old.find("\"level\"") == std::string::npos);
  const LoadedRecord oldBack = loadRecord(old);
  REQUIRE(oldBack.match);
  CHECK(oldBack.level.empty());
  CHECK(oldBack.match->state() == m.state());
  // A level the reader's bots may lack still loads: the reader decides what to do with it.
  CHECK(loadRecord(replaced(text, "\"expert\"", "\"grandmaster\"")).level == "grandmaster");
  for (const char* bad : {"3", "\"\"", "null", "[\"hard\"]"}) {
    const LoadedRecord refused = loadRecord(replaced(text, "\"expert\"", bad));
    CHECK(!refused.match);
    CHECK(refused.error == "\"level\" must be the name of a bot level");
  }
}

TEST_CASE("a record keeps the expert's game in the player's chair and the daily deal it is; older records load without them") {
  const Match m = playedMatch(*presetRules("classic"), 5, 40);
  const Match expert = playedMatch(*presetRules("classic"), 5, 30);
  RecordNotes notes;
  notes.level = "expert";
  notes.expertInChair = &expert;
  notes.daily = DailyTag{Date{2026, 11, 28}, true};
  const std::string text = saveRecord(m, notes);
  CHECK(text.find("\"expert_in_chair\":{\"actions\":[") != std::string::npos);
  CHECK(text.find("\"daily\":{\"date\":\"2026-11-28\",\"on_the_day\":true}") != std::string::npos);
  const LoadedRecord back = loadRecord(text);
  REQUIRE_MESSAGE(back.match, back.error);
  REQUIRE(back.expertInChair);
  CHECK(back.expertInChair->actions() == expert.actions());
  CHECK(back.expertInChair->hands() == expert.hands());
  CHECK(back.daily == notes.daily);
  CHECK(back.level == "expert");
  CHECK(saveRecord(*back.match, RecordNotes{back.level, &*back.expertInChair, back.daily, {}}) == text);
  // Without them (as every record before them was): the same game, nothing more.
  const LoadedRecord old = loadRecord(saveRecord(m, "expert"));
  REQUIRE(old.match);
  CHECK(old.match->state() == m.state());
  CHECK_FALSE(old.expertInChair);
  CHECK_FALSE(old.daily);
  // A damaged expert's game or daily tag is refused with the field named.
  const LoadedRecord badMove = loadRecord(replaced(text, "\"expert_in_chair\":{\"actions\":[{\"pass\":[0,\"",
                                                   "\"expert_in_chair\":{\"actions\":[{\"pass\":[0,\"XX "));
  CHECK_FALSE(badMove.match);
  CHECK(badMove.error.rfind("expert_in_chair.actions[0]", 0) == 0);
  const LoadedRecord noActions = loadRecord(replaced(text, "\"expert_in_chair\":{\"actions\"", "\"expert_in_chair\":{\"moves\""));
  CHECK_FALSE(noActions.match);
  CHECK(noActions.error.find("expert_in_chair") != std::string::npos);
  for (const char* day : {"28", "\"28\"", "\"2026-11-31\"", "\"2026/11/28\""}) {
    CAPTURE(day);
    const LoadedRecord badDay = loadRecord(replaced(text, "\"2026-11-28\"", day));
    CHECK_FALSE(badDay.match);
    CHECK(badDay.error.find("\"daily\"") != std::string::npos);
  }
}

TEST_CASE("a record names each opponent's level where they differ; records with one level or none load alike") {
  const Match m = playedMatch(*presetRules("classic"), 5, 30);
  RecordNotes notes;
  notes.levels = TableLevels{BotLevel::Hard, BotLevel::Expert, BotLevel::Medium};
  const std::string text = saveRecord(m, notes);
  CHECK(text.find(R"("levels":["hard","expert","medium"])") != std::string::npos);
  CHECK(text.find("\"level\":") == std::string::npos);
  const LoadedRecord back = loadRecord(text);
  REQUIRE_MESSAGE(back.match, back.error);
  CHECK(back.levels == notes.levels);
  CHECK(back.level.empty());
  CHECK(back.match->state() == m.state());
  CHECK(saveRecord(*back.match, RecordNotes{back.level, nullptr, back.daily, back.levels}) == text);
  // One level (and none) as before: no "levels".
  const LoadedRecord one = loadRecord(saveRecord(m, "hard"));
  REQUIRE(one.match);
  CHECK_FALSE(one.levels.has_value());
  CHECK(one.level == "hard");
  CHECK_FALSE(loadRecord(saveRecord(m)).levels.has_value());
  // Three levels a player meets, or the record is refused with the reason.
  for (const char* bad : {R"(["hard","expert"])", R"(["hard","expert","grandmaster"])", R"("hard")",
                          R"(["hard","expert",3])", R"(["hard","expert","medium","easy"])"}) {
    CAPTURE(bad);
    const LoadedRecord refused = loadRecord(replaced(text, R"(["hard","expert","medium"])", bad));
    CHECK_FALSE(refused.match);
    CHECK(refused.error == "\"levels\" must name the levels of seats 1, 2 and 3");
  }
}
