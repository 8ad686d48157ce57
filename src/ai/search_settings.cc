#include <charconv>
#include <cmath>
#include <cstdlib>

#include "ai/search_bot.h"

namespace hearts::ai {

SearchSettings SearchSettings::hard() {
  SearchSettings s;
  s.name = "hard";
  // Between medium and expert, a clear step from each: with 1,000 playouts hard was
  // within 0.6 points per hand of expert (the two share the model of the play, and more
  // playouts past a thousand gain little), so a player met the same strength at both. With
  // 75 it takes about 1.7 points per hand fewer than three medium players take, and 1.9
  // more than expert at the same table (docs/BENCHMARKS.md, "Hard between medium and
  // expert").
  s.iterations = 75;
  s.passCandidates = 6;
  s.weighDeals = true;
  s.stopWhenClear = true;
  s.playoutNoise = 40;
  // Its own moon plans, at the pass and in play, judged against medium's defence as
  // expert's are: 0.11 points per hand fewer against three medium (two seeds), no change
  // measurable against three hard or three random players (docs/BENCHMARKS.md, "Moons").
  s.moonPlans = 1;
  s.moonPassSets = 2;
  s.planDefence = 3;
  s.watchMoon = true;
  s.setMoonDefence(true);
  return s;
}

SearchSettings SearchSettings::expert() {
  // A flat search over many more deals than hard's, weighed by the opponent model, that
  // spends its whole budget: every playout of an iteration budget, all of a time budget. The
  // tree search (tree = true) stays available as a variant: in the arena at 100 ms per
  // move it did no better than hard, while the flat search beat hard (docs/BENCHMARKS.md).
  SearchSettings s;
  s.name = "expert";
  s.iterations = 62500;
  s.playWork = 3250000;
  s.passCandidates = 20;
  s.weighDeals = true;
  s.stopWhenClear = false;
  s.spendTime = true;
  s.playoutNoise = 40;
  s.tree = false;
  s.exploration = 4.0;
  s.moonPlans = 1;
  s.moonPassSets = 4;
  // Its moon plans judged against medium's defence rather than the policy's: fewer tries
  // that fail half way, 0.26 points per hand fewer against three hard players and 0.24
  // against three medium; and, while the moon is open to it, its quiet playouts face that
  // defence too: 0.12 fewer against three medium, no change against three hard
  // (docs/BENCHMARKS.md, "The step from hard to expert").
  s.planDefence = 3;
  s.watchMoon = true;
  s.setMoonDefence(true);
  return s;
}

SearchSettings SearchSettings::shooter() {
  // Hard's search with the moon counted as worth far more than it is: it goes for the moon
  // whenever the playouts give it a fair chance, and plays like hard once the moon is lost.
  SearchSettings s = hard();
  s.name = "shooter";
  s.watchMoon = false;
  s.setMoonDefence(false);
  s.iterations = 2000;
  s.stopWhenClear = false;
  s.moonPlans = 2;
  s.moonPassSets = 6;
  s.planDefence = 0;  // its plans face the policy's defence, as before hard planned any
  s.moonBonus = 26;
  return s;
}

void SearchSettings::setMoonDefence(bool on) {
  // Measured against the arena's shooter and against three hard and three medium players
  // (docs/BENCHMARKS.md, "Moons"): the probe only for opponents whose plays so far the moon
  // explains better than the policy does; probing every opponent cost points against
  // players who seldom shoot. Judging each card as if the moon could be stopped only now
  // (defendNow) let through about a quarter fewer moons at no cost elsewhere. Playing the
  // card that keeps the stoppers where the search sees a moon coming in half of its deals
  // and the card is within half a point of its best (moonTiebreak) let through a fifth to
  // a third fewer again; a point's margin from a quarter of the deals stopped a few more but
  // cost points against three hard players.
  earlyWatch = on;
  moonProbe = on;
  probeFit = on ? 2 : 0;
  knownShooter = on;
  keepStoppers = on ? 2 : 0;
  soloDefence = on;
  defendNow = on;
  moonTiebreak = on ? 0.5 : 0.0;
  moonTiebreakShare = 50;
}

namespace {

template <typename T>
bool parseValue(std::string_view text, T& out) {
  T v{};
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || p != end) return false;
  out = v;
  return true;
}

// std::from_chars for floating point is missing from some standard libraries (Emscripten's).
bool parseValue(std::string_view text, double& out) {
  const std::string copy(text);
  char* end = nullptr;
  const double v = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size() || !std::isfinite(v)) return false;
  out = v;
  return true;
}

}  // namespace

std::string SearchSettings::set(std::string_view key, std::string_view value) {
  const auto flag = [&](bool& field) {
    if (value == "1" || value == "true") field = true;
    else if (value == "0" || value == "false") field = false;
    else return false;
    return true;
  };
  bool ok = false;
  bool positive = true;
  if (key == "iterations") ok = parseValue(value, iterations), positive = iterations > 0;
  else if (key == "play_work") ok = parseValue(value, playWork), positive = playWork >= 0;
  else if (key == "pass_candidates")
    ok = parseValue(value, passCandidates), positive = passCandidates > 0 && passCandidates <= kMaxPassSets;
  else if (key == "weigh_deals") ok = flag(weighDeals);
  else if (key == "surprise_weight")
    ok = parseValue(value, surpriseWeight), positive = surpriseWeight >= 1 && surpriseWeight <= 100;
  else if (key == "stop_when_clear") ok = flag(stopWhenClear);
  else if (key == "spend_time") ok = flag(spendTime);
  else if (key == "playout_noise") ok = parseValue(value, playoutNoise), positive = playoutNoise <= 1024;
  else if (key == "tree") ok = flag(tree);
  else if (key == "others_weight") ok = parseValue(value, othersWeight), positive = othersWeight >= 0;
  else if (key == "opponent_moon_weight")
    ok = parseValue(value, opponentMoonWeight), positive = opponentMoonWeight >= 0;
  else if (key == "told_moon_weight")
    ok = parseValue(value, toldMoonWeight), positive = toldMoonWeight >= 0;
  else if (key == "opponents_in_tree") ok = flag(opponentsInTree);
  else if (key == "exploration") ok = parseValue(value, exploration), positive = exploration >= 0;
  else if (key == "moon_plans") ok = parseValue(value, moonPlans), positive = moonPlans >= 0 && moonPlans <= 2;
  else if (key == "watch_moon") ok = flag(watchMoon);
  else if (key == "early_watch") ok = flag(earlyWatch);
  else if (key == "solo_defence") ok = flag(soloDefence);
  else if (key == "moon_probe") ok = flag(moonProbe);
  else if (key == "known_shooter") ok = flag(knownShooter);
  else if (key == "probe_winner") ok = flag(probeWinner);
  else if (key == "probe_holder")
    ok = parseValue(value, probeHolder), positive = probeHolder >= 0 && probeHolder <= 26;
  else if (key == "pass_watch")
    ok = parseValue(value, passWatch), positive = passWatch >= 0 && passWatch <= 14;
  else if (key == "pass_tiebreak") ok = parseValue(value, passTiebreak), positive = passTiebreak >= 0;
  else if (key == "probe_unopposed") ok = flag(probeUnopposed);
  else if (key == "defend_now") ok = flag(defendNow);
  else if (key == "defend_later")
    ok = parseValue(value, defendLater), positive = defendLater >= 0 && defendLater <= 100;
  else if (key == "probe_others")
    ok = parseValue(value, probeOthers), positive = probeOthers >= 0 && probeOthers <= 100;
  else if (key == "probe_fit") ok = parseValue(value, probeFit), positive = probeFit >= 0 && probeFit <= 2;
  else if (key == "keep_stoppers")
    ok = parseValue(value, keepStoppers), positive = keepStoppers >= 0 && keepStoppers <= 2;
  else if (key == "follow_low")
    ok = parseValue(value, followLow), positive = followLow >= 0 && followLow <= 2;
  else if (key == "lead_style")
    ok = parseValue(value, leadStyle), positive = leadStyle >= 0 && leadStyle <= 3;
  else if (key == "over_low") ok = flag(overLow);
  else if (key == "learned") ok = parseValue(value, learned), positive = learned >= 0 && learned <= 1;
  else if (key == "moon_tiebreak")
    ok = parseValue(value, moonTiebreak), positive = moonTiebreak >= 0;
  else if (key == "moon_tiebreak_share")
    ok = parseValue(value, moonTiebreakShare), positive = moonTiebreakShare >= 0 && moonTiebreakShare <= 100;
  else if (key == "moon_pass_sets")
    ok = parseValue(value, moonPassSets), positive = moonPassSets >= 0 && moonPassSets <= kMaxPassSets;
  else if (key == "moon_margin") ok = parseValue(value, moonMargin), positive = moonMargin >= 0;
  else if (key == "plan_defence")
    ok = parseValue(value, planDefence), positive = planDefence >= 0 && planDefence <= 3;
  else if (key == "moon_bonus") ok = parseValue(value, moonBonus), positive = moonBonus >= 0;
  else if (key == "halving") ok = parseValue(value, halving), positive = halving >= 0 && halving <= 5;
  else if (key == "endgame") ok = parseValue(value, endgame), positive = endgame >= 0 && endgame <= 13;
  else if (key == "endgame_deals") ok = parseValue(value, endgameDeals), positive = endgameDeals >= 0;
  else if (key == "told_shooter")
    ok = parseValue(value, toldShooter), positive = toldShooter >= 0 && toldShooter <= 3;
  else if (key == "pass_fit") ok = parseValue(value, passFit), positive = passFit >= 0 && passFit <= kHandSize;
  else if (key == "probe_line") ok = parseValue(value, probeLine), positive = probeLine >= 0;
  else if (key == "moon_line") ok = parseValue(value, moonLine), positive = moonLine >= 0;
  else if (key == "endgame_choosers")
    ok = parseValue(value, endgameChoosers), positive = endgameChoosers >= 0 && endgameChoosers <= 1;
  else
    return "unknown setting \"" + std::string(key) +
           "\" (iterations, play_work, pass_candidates, weigh_deals, surprise_weight, stop_when_clear, "
           "spend_time, playout_noise, tree, others_weight, opponent_moon_weight, told_moon_weight, opponents_in_tree, exploration, "
           "moon_plans, watch_moon, early_watch, solo_defence, moon_probe, probe_fit, probe_winner, probe_holder, pass_watch, pass_tiebreak, probe_unopposed, probe_others, defend_now, known_shooter, keep_stoppers, follow_low, lead_style, over_low, learned, moon_tiebreak, moon_tiebreak_share, moon_pass_sets, moon_margin, plan_defence, moon_bonus, halving, endgame, endgame_deals, endgame_choosers, moon_line, probe_line, pass_fit, told_shooter)";
  if (!ok || !positive)
    return "bad value \"" + std::string(value) + "\" for " + std::string(key);
  return {};
}

}  // namespace hearts::ai
