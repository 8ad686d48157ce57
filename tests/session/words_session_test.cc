// Every sentence the session makes comes from the catalogs: in the pseudo-language (words.h)
// each letter of a message is accented, so a word in plain ASCII letters is one that escaped
// them. Card labels ("Q♠", "10♥") and numbers are not words, and stay as they are.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/rules.h"
#include "session/analysis.h"
#include "session/announce.h"
#include "session/daily.h"
#include "session/expert_chair.h"
#include "session/hint.h"
#include "session/player_name.h"
#include "session/rule_options.h"
#include "session/rules_text.h"
#include "session/statistics.h"
#include "session/wording.h"
#include "test_games.h"
#include "words/words.h"

using namespace hearts;
using namespace hearts::session;
using hearts::words::Language;

namespace {

// A language for the length of a case; English again after it, whatever the case did.
struct InLanguage {
  explicit InLanguage(Language l) { words::useLanguage(l); }
  ~InLanguage() { words::useLanguage(Language::English); }
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
};

// The words of two or more ASCII letters in `text`: none where every word came through the
// catalogs.
std::vector<std::string> plainWords(const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  for (char c : text + " ") {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      word += c;
      continue;
    }
    if (word.size() >= 2) out.push_back(word);
    word.clear();
  }
  return out;
}

// Checks each of `texts`, naming the text where a word escaped.
void allTranslated(const std::vector<std::string>& texts) {
  for (const std::string& t : texts) {
    CAPTURE(t);
    CHECK(!t.empty());
    CHECK(plainWords(t).empty());
  }
}

HandAnalysis analysisWithCosts(bool gameAtStake) {
  HandAnalysis a;
  a.done = true;
  a.decisions = 12;
  a.judged = 12;
  a.costly.push_back({-1, *parseCardSet("AC QS 2H"), *parseCardSet("KC AC AH"), 1.0, gameAtStake});
  for (int trick = 2; trick < 7; ++trick)
    a.costly.push_back({trick, *parseCardSet("KS"), *parseCardSet("4S 5S"), 6.2 + trick, gameAtStake});
  return a;
}

}  // namespace

TEST_CASE("the table's sentences, names, levels and presets all come from the catalogs") {
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  for (unsigned mask : {0u, 1u, 4u, 3u, 14u, 15u}) t.push_back(winnersText(mask));
  const TableLevels mixed(BotLevel::Random, BotLevel::Expert, BotLevel::Hard);
  for (const TableLevels& levels : {TableLevels(BotLevel::Hard), mixed}) {
    t.push_back(levelChangedText(levels));
    t.push_back(levelsText(levels));
    t.push_back(nameWithLevel(2, levels));
  }
  for (BotLevel l : botLevels()) t.push_back(levelDisplayName(l));
  for (const Preset& p : presets()) t.push_back(presetDisplayName(p.name));
  for (const char* id : {"daily", "custom"}) t.push_back(presetDisplayName(id));
  t.push_back(customRulesName());
  t.push_back(noPassingText());
  for (int seat = 0; seat < 4; ++seat) {
    t.push_back(playerName(seat));
    t.push_back(heartsBrokenText(seat, kQueenOfSpades));
    t.push_back(passedYouText(seat, *parseCardSet("2C 7D QS")));
    t.push_back(trickTakenText(seat, 0));
    t.push_back(trickTakenText(seat, 14, true));
    t.push_back(lastTrickElsewhereText(seat));
    for (ClaimKind k : {ClaimKind::NoPointsLeft, ClaimKind::TakesAll}) {
      t.push_back(claimText(seat, k, 0));
      t.push_back(claimText(seat, k, 4));
    }
  }
  std::array<CardSet, 4> taken{};
  t.push_back(takenText(taken, true));
  taken[1] = *parseCardSet("QS JD 2H 3H");
  t.push_back(takenText(taken, true));
  t.push_back(takenText(taken, false));
  for (PassDirection d : {PassDirection::Left, PassDirection::Right, PassDirection::Across})
    t.push_back(passLabelText(3, d, passTarget(0, d)));
  allTranslated(t);
}

TEST_CASE("the score sheet's notes and the rules come from the catalogs") {
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  const GameState g = GameState::newGame(*presetRules("pass-two"), 1);
  t.push_back(scoreSheetNote(g, nullptr, true, false));
  HandResult moon;
  for (int shooter : {0, 2})
    for (MoonChoice c : {MoonChoice::AddToOthers, MoonChoice::SubtractFromSelf}) {
      moon.moonShooter = shooter;
      moon.moonChoice = c;
      t.push_back(scoreSheetNote(g, &moon, true, false));
    }
  t.push_back(scoreSheetNote(g, &moon, false, false));
  t.push_back(scoreSheetNote(GameState::newGame(*presetRules("classic"), 1), &moon, false, false));
  t.push_back(scoreSheetNote(g, &moon, false, true));
  for (const Preset& p : presets()) {
    const std::vector<std::string> rules = describeRules(p.rules);
    t.insert(t.end(), rules.begin(), rules.end());
  }
  Rules none = *presetRules("standard");
  none.passCount = 0;
  none.moon = MoonRule::SubtractFromSelf;
  none.pointsOnFirstTrick = true;
  const std::vector<std::string> rules = describeRules(none);
  t.insert(t.end(), rules.begin(), rules.end());
  t.push_back(fairPlayText());
  for (const RuleOption& o : ruleOptions()) {
    if (o.key != "jack") t.push_back(o.label);  // "J♦" is a card's label
    for (const RuleChoice& c : o.choices)
      if (c.label != c.value) t.push_back(c.label);  // a number is its own label
  }
  Rules custom = *presetRules("classic");
  custom.targetScore = 50;
  t.push_back(rulesName(custom));
  t.push_back(rulesName(*presetRules("omnibus")));
  allTranslated(t);
}

TEST_CASE("the rule options' labels follow the language chosen after they were first read") {
  const std::string english = ruleOptions().front().label;
  {
    InLanguage pseudo(Language::Pseudo);
    CHECK(ruleOptions().front().label != english);
    CHECK(plainWords(ruleOptions().front().label).empty());
  }
  CHECK(ruleOptions().front().label == english);
}

TEST_CASE("hints, the analysis, the review and the expert in the chair come from the catalogs") {
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  Hint h;
  t.push_back(hintText(h));
  h.ready = true;
  t.push_back(hintText(h));
  h.options.push_back({*parseCardSet("7C 8C"), 1.26, 0});
  t.push_back(hintText(h));
  h.guardsMoonOf = 2;
  h.cheapestShoots = true;
  h.gameAtStake = true;
  t.push_back(hintText(h));
  h.passing = true;
  h.options.front() = {*parseCardSet("QS KS AS"), 1.0, 0};
  t.push_back(hintText(h));
  HandAnalysis progress;
  progress.decisions = 13;
  progress.judged = 4;
  for (const HandAnalysis& a : {progress, HandAnalysis{1, 9, 9, true, {}, 0}, analysisWithCosts(false),
                                analysisWithCosts(true)}) {
    const std::vector<std::string> lines = analysisLines(a);
    t.insert(t.end(), lines.begin(), lines.end());
    t.push_back(reviewAnalysisText(a));
    for (const CostlyDecision& d : a.costly) t.push_back(expertNoteText(d));
  }
  HandAnalysis one = analysisWithCosts(false);
  one.costly.resize(1);
  t.push_back(reviewAnalysisText(one));
  const std::array<Card, 4> trick{*parseCard("AD"), *parseCard("6D"), *parseCard("QD"), *parseCard("4D")};
  for (int leader = 0; leader < 4; ++leader)
    for (bool expert : {false, true}) t.push_back(trickOrderText(leader, trick, expert));
  for (bool expert : {false, true}) t.push_back(passesText(1, *parseCardSet("3C 5C"), 3, *parseCardSet("KH"), expert));
  for (int i = 0; i < 4; ++i) t.push_back(playOrderWord(i));
  for (const ExpertHand& e : {ExpertHand{3, 8, 3}, ExpertHand{3, 3, 8}, ExpertHand{1, 0, 0}, ExpertHand{2, 4, 5}})
    t.push_back(expertHandText(e));
  t.push_back(expertTotalText({{1, 10, 4}, {2, 21, 20}}));
  t.push_back(expertTotalText({{1, 4, 5}}));
  t.push_back(expertTotalText({{1, 4, 4}}));
  allTranslated(t);
}

TEST_CASE("what a screen reader hears comes from the catalogs") {
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  const CardSet hand = *parseCardSet("2C 9C JD KS AH");
  for (Card c : hand) t.push_back(spokenCard(c));
  t.push_back(spokenCards(hand));
  t.push_back(spokenSuits(hand));
  for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts})
    t.push_back(trackerSuitText(s, *parseCardSet("2C KC 3D"), hand));
  t.push_back(yourTurnText(*parseCardSet("2C"), hand));
  t.push_back(yourTurnText(hand, hand));
  t.push_back(yourTurnText(*parseCardSet("KS AH"), hand));
  t.push_back(scoresText({12, 30, 5, 40}));
  const GameState s = GameState::newGame(*presetRules("classic"), 3);
  std::vector<GameEvent> events;
  events.push_back({EventKind::HandDealt, -1, {}, {}, 0, 1, 0});
  events.push_back({EventKind::CardsPassed, 3, {}, *parseCardSet("2C 3C 4C"), 0, 1, 0});
  for (int seat : {0, 1}) {
    events.push_back({EventKind::CardPlayed, seat, kQueenOfSpades, {}, 0, 1, 0});
    events.push_back({EventKind::TrickTaken, seat, {}, {}, 0, 1, 0});
    events.push_back({EventKind::TrickTaken, seat, {}, {}, 14, 1, 0});
    events.push_back({EventKind::QueenTaken, seat, {}, {}, 13, 1, 0});
    events.push_back({EventKind::MoonShot, seat, {}, {}, 26, 1, 0});
    events.push_back({EventKind::Claimed, seat, {}, *parseCardSet("2C 3C"), 0, 1, 0});
    events.push_back({EventKind::Claimed, seat, {}, *parseCardSet("2H 3H"), 2, 1, 0});
    events.push_back({EventKind::Claimed, seat, {}, *parseCardSet("2H JD"), 0, 1, 0});
  }
  events.push_back({EventKind::HeartsBroken, 0, *parseCard("2H"), {}, 0, 1, 0});
  events.push_back({EventKind::YourTurn, 0, {}, *parseCardSet("2C"), 0, 1, 0});
  events.push_back({EventKind::PlayTakenBack, 0, kQueenOfSpades, {}, 0, 1, 0});
  events.push_back({EventKind::PassTakenBack, 0, {}, *parseCardSet("2C 3C 4C"), 0, 1, 0});
  events.push_back({EventKind::ClaimTakenBack, 0, {}, {}, 0, 1, 0});
  events.push_back({EventKind::HandOver, -1, {}, {}, 0, 1, 0});
  events.push_back({EventKind::GameOver, -1, {}, {}, 0, 1, 0b0110});
  events.push_back({EventKind::ExpertCompared, 0, {}, {}, 3, 1, 8});
  const std::vector<std::string> lines = announcements(events, s);
  t.insert(t.end(), lines.begin(), lines.end());
  Rules none = *presetRules("classic");
  none.passCount = 0;
  const std::vector<std::string> noPass =
      announcements({{EventKind::HandDealt, -1, {}, {}, 0, 1, 0}}, GameState::newGame(none, 3));
  t.insert(t.end(), noPass.begin(), noPass.end());
  allTranslated(t);
}

TEST_CASE("a game played in the pseudo-language says nothing in plain English") {
  InLanguage pseudo(Language::Pseudo);
  GameSession game(GameSpec{Match(*presetRules("pass-two"), 21), BotLevel::Random, Pacing::fast(), 4}, 0);
  double now = 0;
  std::vector<std::string> heard;
  for (int guard = 0; guard < 3000 && game.table().stage() != Stage::GameOver; ++guard) {
    for (int i = 0; i < 20000 && game.busy(now); ++i) game.update(now += 1000.0 / 60, 5);
    const std::vector<std::string> lines = announcements(game.takeEvents(), game.state());
    heard.insert(heard.end(), lines.begin(), lines.end());
    // A refusal first: a card out of turn, or one the rules do not allow.
    const CardSet hand = game.state().hand(0);
    const CardSet illegal = hand - game.desk().legalForPlayer();
    if (!illegal.empty() && game.table().stage() == Stage::Playing) {
      game.desk().clickCard(illegal.lowest(), now);
      if (const std::string said = testing::statusLine(game, now); !said.empty()) heard.push_back(said);
    }
    testing::playerMoves(game, now);
    if (const std::string said = testing::statusLine(game, now); !said.empty()) heard.push_back(said);
    game.desk().continueAfterHand(now);
  }
  CHECK(game.table().stage() == Stage::GameOver);
  CHECK(heard.size() > 60);
  allTranslated(heard);
}

TEST_CASE("the engine's refusals are worded from the catalogs, its own English kept for records") {
  Match m = testing::gameAfter(*presetRules("shooter-chooses"), 4, 1);
  const GameState& s = m.state();
  const std::vector<ActionError> errors{
      ActionError::WrongPhase,   ActionError::NotYourTurn,     ActionError::NotInHand,
      ActionError::MustLeadTwoOfClubs, ActionError::MustFollowSuit, ActionError::HeartsNotBroken,
      ActionError::NoPointsOnFirstTrick, ActionError::WrongPassCount, ActionError::AlreadyPassed,
      ActionError::BadSeat,      ActionError::SubtractNotAllowed};
  // In English, the player reads what the engine says.
  for (ActionError e : errors) CHECK(actionErrorText(s, e) == s.errorText(e));
  CHECK(actionErrorText(s, ActionError::None).empty());
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  for (ActionError e : errors) t.push_back(actionErrorText(s, e));
  // Each phase and each suit led has its own sentence.
  const Match passing(*presetRules("classic"), 4);
  REQUIRE(passing.state().phase() == Phase::Passing);
  t.push_back(actionErrorText(passing.state(), ActionError::WrongPhase));
  const Match over = testing::gameAfter(*presetRules("classic"), 4, 52);
  REQUIRE(over.state().phase() == Phase::HandOver);
  t.push_back(actionErrorText(over.state(), ActionError::WrongPhase));
  allTranslated(t);
  std::vector<std::string> suits;
  for (std::uint64_t seed = 1; seed < 40 && suits.size() < 4; ++seed)
    for (int plays = 5; plays < 52 && suits.size() < 4; plays += 4) {
      const Match at = testing::gameAfter(*presetRules("classic"), seed, plays);
      const std::string said = actionErrorText(at.state(), ActionError::MustFollowSuit);
      if (std::find(suits.begin(), suits.end(), said) == suits.end()) suits.push_back(said);
    }
  CHECK(suits.size() == 4);
  allTranslated(suits);
}

TEST_CASE("the daily deal's result, the player's name and the statistics' reasons come from the catalogs") {
  InLanguage pseudo(Language::Pseudo);
  std::vector<std::string> t;
  DailyResult r;
  r.date = *parseDate("2026-11-28");
  r.par = 21;
  for (int score : {17, 21, 30}) {
    r.score = score;
    t.push_back(dailyResultText(r));
    // The link is the caller's: not a word of the game's.
    for (bool replay : {false, true}) t.push_back(dailyShareText(r, "0", replay, "You"));
  }
  t.push_back(checkPlayerName(std::string(kMaxNameLength + 1, '7')).error);
  t.push_back(checkPlayerName("7\U0001F600").error);
  t.push_back(checkPlayerName("7\xff").error);
  t.push_back(statisticsTitle("You"));
  t.push_back(statisticsTitle("7"));
  t.push_back(shownPlayerName("You"));
  for (const char* file : {"[", "{}", "{\"format\": \"hearts-stats\"}", "{\"format\": \"hearts-stats\", \"version\": 1}"}) {
    Statistics stats;
    std::string error;
    CHECK_FALSE(stats.fromJson(file, &error));
    t.push_back(error);
  }
  allTranslated(t);
  // A name of the player's own is shown as it is, in any language.
  CHECK(shownPlayerName("Sam") == "Sam");
  CHECK(dailyShareText(r, "0", false, "Sam").find("Sam") != std::string::npos);
}

TEST_CASE("numbers with decimals follow the language: German writes 2,4") {
  InLanguage german(Language::German);
  CHECK(hintPointsText(2.44) == "2,4");
  CHECK(hintPointsText(13.4) == "13");
  CHECK(decimalPoints(6.2).find("6,2") != std::string::npos);
  const HandAnalysis a = analysisWithCosts(false);
  CHECK(analysisLines(a)[1].find("10,2") != std::string::npos);
  CHECK(expertNoteText(a.costly[1]).find("8,2") != std::string::npos);
  Hint h;
  h.ready = true;
  h.options.push_back({*parseCardSet("7C"), 1.26, 0});
  CHECK(hintText(h).find("1,3") != std::string::npos);
  CHECK(hintText(h).find("1.3") == std::string::npos);
}

TEST_CASE("points with a decimal take their noun's number: 1.0 point, 5.0 points, 2.4 points") {
  CHECK(decimalPoints(1.0) == "1.0 point");
  CHECK(decimalPoints(0.96) == "1.0 point");
  CHECK(decimalPoints(5.0) == "5.0 points");
  CHECK(decimalPoints(2.4) == "2.4 points");
  CHECK(decimalPoints(0) == "0.0 points");
}

TEST_CASE("lists are joined the language's way") {
  CHECK(andList({}).empty());
  CHECK(andList({"Ava"}) == "Ava");
  CHECK(andList({"Ava", "Ben"}) == "Ava and Ben");
  CHECK(andList({"Ava", "Ben", "Cleo", "You"}) == "Ava, Ben, Cleo and You");
  CHECK(orList({"clubs", "hearts", "spades"}) == "clubs, hearts or spades");
  InLanguage pseudo(Language::Pseudo);
  const std::string list = andList({"1", "2", "3"});
  CHECK(list.find('1') < list.find('2'));
  CHECK(list.find('2') < list.find('3'));
  CHECK(plainWords(list).empty());
}
