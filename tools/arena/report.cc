#include <cstdio>
#include <string>

#include "arena/arena.h"

namespace hearts::arena {

namespace {

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string padRight(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string padLeft(const std::string& s, std::size_t width) {
  return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string budgetText(const ArenaConfig& c) {
  std::string out;
  if (c.moveMs > 0) out = fixed(c.moveMs, 0) + " ms per move";
  if (c.iterations > 0) {
    if (!out.empty()) out += ", ";
    out += std::to_string(c.iterations) + " iterations per move";
  }
  return out.empty() ? "each level's default budget" : out;
}

std::string ciBasis(const ArenaConfig& c, const ArenaResult& r) {
  if (!c.duplicate) return std::to_string(r.samples) + " hands";
  return std::to_string(r.samples) + (c.gamesMode ? " duplicate games" : " duplicate deals") +
         " (each played in all 4 rotations)";
}

}  // namespace

void printReport(std::ostream& out, const ArenaConfig& c, const ArenaResult& r) {
  const int units = c.count;
  out << "hearts-arena: " << units << (c.gamesMode ? " games" : " deals")
      << (c.duplicate ? " x 4 rotations (duplicate)" : "") << ", " << r.handsPlayed
      << " hands played, rules " << c.rulesName << ", seed " << c.seed
      << (c.pageSeeds ? " (the game's own seeds)" : "") << ", "
      << budgetText(c) << ", " << fixed(r.seconds, 1) << " s\n";
  out << "95% confidence intervals over " << ciBasis(c, r) << "\n\n";

  const std::size_t nameWidth = [&] {
    std::size_t w = 6;
    for (const PlayerResult& p : r.players) w = std::max(w, std::min<std::size_t>(p.name.size(), 24));
    return w + 2;
  }();
  out << "seat  " << padRight("player", nameWidth) << " pts/hand    ±95%   vs others    ±95%"
      << (c.gamesMode ? "   won" : "") << "  moons  suffered   ms/move    max ms  faults\n";
  for (std::size_t i = 0; i < 4; ++i) {
    const PlayerResult& p = r.players[i];
    std::string name = p.name.size() > 24 ? p.name.substr(0, 23) + "~" : p.name;
    out << padRight(std::to_string(i), 6) << padRight(name, nameWidth)
        << padLeft(fixed(p.pointsPerHand.mean, 3), 9) << padLeft(fixed(p.pointsPerHand.ci95, 3), 8)
        << padLeft(fixed(p.diffToOthers.mean, 3), 12) << padLeft(fixed(p.diffToOthers.ci95, 3), 8);
    if (c.gamesMode) out << padLeft(std::to_string(p.gamesWon), 6);
    out << padLeft(std::to_string(p.moonsShot), 7) << padLeft(std::to_string(p.moonsSuffered), 10)
        << padLeft(fixed(p.msPerMove, 3), 10) << padLeft(fixed(p.msMax, 1), 10)
        << padLeft(std::to_string(p.faults), 8) << '\n';
  }
  if (r.forfeit) {
    out << "\nFORFEIT: ";
    bool first = true;
    for (std::size_t i = 0; i < 4; ++i) {
      if (r.players[i].replacedBy.empty()) continue;
      out << (first ? "" : "; ") << "player " << i << " (" << r.players[i].name
          << ") was replaced by the built-in \"" << r.players[i].replacedBy << "\" bot after a fault";
      first = false;
    }
    out << '\n';
  }
}

nlohmann::ordered_json reportJson(const ArenaConfig& c, const ArenaResult& r) {
  using J = nlohmann::ordered_json;
  J arena{{"version", 1},
          {"mode", c.gamesMode ? "games" : "hands"},
          {c.gamesMode ? "games" : "deals", c.count},
          {"duplicate", c.duplicate},
          {"seed", std::to_string(c.seed)},
          {"page_seeds", c.pageSeeds},
          {"rules_name", c.rulesName},
          {"rules", rulesMessage(c.rules)},
          {"move_ms", c.moveMs},
          {"iterations", c.iterations},
          {"grace_ms", c.graceMs},
          {"external_move_ms", c.moveMs > 0 ? c.moveMs + c.graceMs : c.externalMoveMs},
          {"fallback", c.fallback},
          {"threads", c.threads}};
  J players = J::array();
  for (std::size_t i = 0; i < 4; ++i) {
    const PlayerResult& p = r.players[i];
    players.push_back(J{{"seat", i},
                        {"name", p.name},
                        {"spec", p.spec},
                        {"points_per_hand", p.pointsPerHand.mean},
                        {"ci95", p.pointsPerHand.ci95},
                        {"diff_to_others", p.diffToOthers.mean},
                        {"diff_ci95", p.diffToOthers.ci95},
                        {"total_points", p.totalPoints},
                        {"hands", p.hands},
                        {"games_won", c.gamesMode ? J(p.gamesWon) : J(nullptr)},
                        {"moons_shot", p.moonsShot},
                        {"moons_suffered", p.moonsSuffered},
                        {"moves", p.moves},
                        {"ms_per_move", p.msPerMove},
                        {"ms_per_move_max", p.msMax},
                        {"faults", p.faults},
                        {"replaced_by", p.replacedBy.empty() ? J(nullptr) : J(p.replacedBy)}});
  }
  J faults = J::array();
  for (const FaultRecord& f : r.faults) {
    faults.push_back(J{{"player", f.player},
                       {"seat", f.seat},
                       {"name", f.name},
                       {"kind", faultKindName(f.kind)},
                       {"request", f.request},
                       {"match", f.unit + 1},
                       {"rotation", f.rotation},
                       {"hand_number", f.handNumber},
                       {"trick", f.trick},
                       {"what", f.what},
                       {"replaced_by", f.replacement.empty() ? J(nullptr) : J(f.replacement)},
                       {"message", f.message},
                       {"request_message", f.requestMessage}});
  }
  return J{{"arena", std::move(arena)},
           {"matches", r.matches},
           {"hands_played", r.handsPlayed},
           {"games_played", r.gamesPlayed},
           {"samples", r.samples},
           {"ci_over", c.duplicate ? (c.gamesMode ? "duplicate games" : "duplicate deals") : "hands"},
           {"forfeit", r.forfeit},
           {"seconds", r.seconds},
           {"players", std::move(players)},
           {"faults", std::move(faults)}};
}

}  // namespace hearts::arena
