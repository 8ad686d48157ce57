#include "arena/arena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <thread>

#include "ai/levels.h"
#include "ai/match_loop.h"
#include "arena/sparring.h"
#include "ai/table_seeds.h"
#include "core/match.h"
#include "records/record.h"
#include "core/rng.h"

namespace hearts::arena {

namespace {

struct TimeStats {
  std::int64_t moves = 0;
  double totalMs = 0;
  double maxMs = 0;
};

// What one match (one unit in one rotation) produced, indexed by player, not seat.
struct MatchOutcome {
  std::array<std::vector<int>, 4> points;  // each hand's points, in order
  std::array<int, 4> moonsShot{};
  std::array<int, 4> moonsSuffered{};
  std::array<bool, 4> won{};
  std::array<TimeStats, 4> time;
  int hands = 0;
  bool gameOver = false;
};

std::uint64_t unitSeed(std::uint64_t seed, int unit) {
  return mix64(seed ^ mix64(0x6172656E61000000ull + static_cast<std::uint64_t>(unit)));
}

std::uint64_t botSeed(std::uint64_t unitSeedValue, int rotation, int player) {
  return mix64(unitSeedValue + mix64(static_cast<std::uint64_t>(1 + rotation * 4 + player)));
}

int seatOf(int player, int rotation) { return (player + rotation) & 3; }
int playerAt(int seat, int rotation) { return (seat - rotation + 4) & 3; }

unsigned lowestTotals(const std::array<int, 4>& scores) {
  const int low = *std::min_element(scores.begin(), scores.end());
  unsigned mask = 0;
  for (int s = 0; s < 4; ++s)
    if (scores[static_cast<std::size_t>(s)] == low) mask |= 1u << s;
  return mask;
}

double millisSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// One thread's table: its own four agents (and so its own external processes).
class Worker {
 public:
  Worker(const ArenaConfig& config, FaultBoard& board) : config_(config), board_(board) {
    // --move-ms alone is a time to spend: expert thinks for all of it.
    const ai::Budget budget{config.iterations, config.moveMs, config.iterations <= 0};
    ExternalLimits limits;
    if (config.moveMs > 0) {
      limits.moveMs = config.moveMs + config.graceMs;
      limits.describe = "--move-ms " + std::to_string(static_cast<long long>(config.moveMs)) +
                        " plus " + std::to_string(static_cast<long long>(config.graceMs)) +
                        " ms grace";
    } else {
      limits.moveMs = config.externalMoveMs;
      limits.describe = "the default limit for external bots without --move-ms";
    }
    limits.helloMs = std::max(config.helloMs, limits.moveMs);
    for (int p = 0; p < 4; ++p) {
      const PlayerSpec& spec = config.players[static_cast<std::size_t>(p)];
      if (spec.external) {
        agents_[static_cast<std::size_t>(p)] = std::make_unique<ExternalAgent>(
            p, spec.command, config.rules, limits, board,
            std::make_unique<BuiltinAgent>(config.fallback, budget));
      } else {
        auto agent = std::make_unique<BuiltinAgent>(spec.level, budget);
        if ((config.watchMoons >> p) & 1u) agent->watchMoons(p, config.log);
        agents_[static_cast<std::size_t>(p)] = std::move(agent);
      }
    }
  }

  MatchOutcome play(int unit, int rotation);
  void finish() {
    for (auto& a : agents_) a->finish();
  }

 private:
  ai::Decision timedDecide(int player, const GameState& state, int seat, MatchOutcome& out,
                           const MoveContext& where) {
    Agent& agent = *agents_[static_cast<std::size_t>(player)];
    agent.prepare(seat, where);
    const auto t0 = Clock::now();
    ai::Decision d = agent.decide(state, seat, where);
    const double ms = millisSince(t0);
    TimeStats& t = out.time[static_cast<std::size_t>(player)];
    ++t.moves;
    t.totalMs += ms;
    t.maxMs = std::max(t.maxMs, ms);
    return d;
  }
  // `d` when the rules allow it. A built-in bot that answers illegally is a bug in that bot:
  // it is reported and a random legal answer is played for it, so the match can go on.
  ai::Decision legalOrRepaired(const GameState& state, int seat, const ai::Decision& d,
                               int player, const MoveContext& where);
  void notifyAll(const Message& message, int unit, int rotation) {
    for (int p = 0; p < 4; ++p)
      agents_[static_cast<std::size_t>(p)]->notify(
          message, MoveContext{unit, rotation, p, seatOf(p, rotation)});
  }

  const ArenaConfig& config_;
  FaultBoard& board_;
  std::array<std::unique_ptr<Agent>, 4> agents_;
};

ai::Decision Worker::legalOrRepaired(const GameState& state, int seat, const ai::Decision& d,
                                     int player, const MoveContext& where) {
  const Action action = ai::actionFor(state, seat, d);
  const ActionError e = checkAction(state, action);
  if (e == ActionError::None) return d;
  FaultRecord r;
  r.player = player;
  r.seat = seat;
  r.name = config_.players[static_cast<std::size_t>(player)].spec;
  r.kind = action.kind == Action::Kind::Pass && e == ActionError::WrongPassCount
               ? FaultKind::WrongPassCount
               : FaultKind::IllegalCard;
  r.request = action.kind == Action::Kind::Pass   ? "pass"
              : action.kind == Action::Kind::Play ? "play"
                                                  : "moon";
  r.unit = where.unit;
  r.rotation = where.rotation;
  r.handNumber = state.handNumber();
  r.trick = state.phase() == Phase::Playing ? state.tricksPlayed() + 1 : 0;
  r.what = "chose an action the rules refuse: " + state.errorText(e);
  r.message = "seat " + std::to_string(seat) + " (player " + std::to_string(player) +
              ", built-in \"" + r.name + "\") broke the rules on the " + r.request +
              " request of match " + std::to_string(where.unit + 1) + ", hand " +
              std::to_string(r.handNumber) + ": " + r.what +
              ". A random legal action is played for it this once.";
  board_.report(std::move(r), false);
  auto repair = ai::makeBot(ai::BotLevel::Random, mix64(state.seed() ^ static_cast<std::uint64_t>(state.played().bits())));
  return ai::decide(*repair, state, seat, ai::Budget{});
}

MatchOutcome Worker::play(int unit, int rotation) {
  MatchOutcome out;
  const std::uint64_t seed =
      config_.pageSeeds ? config_.seed + static_cast<std::uint64_t>(unit) : unitSeed(config_.seed, unit);
  Match match(config_.rules, seed);
  const std::uint64_t table = ai::tableSeed(seed);
  for (int p = 0; p < 4; ++p) agents_[static_cast<std::size_t>(p)]->startMatch(botSeed(seed, rotation, p));
  const int block = handsPerBlock(config_.rules);
  const int blockHands = config_.gamesMode ? INT_MAX : std::min(block, config_.count - unit * block);

  // Every decision: the agent of the player in that seat, timed (passes are asked for in
  // seat order; nobody sees another's pass before all chose).
  const ai::Chooser choose = [&](const GameState& st, int seat) -> std::optional<ai::Decision> {
    const int player = playerAt(seat, rotation);
    const MoveContext where{unit, rotation, player, seat};
    if (config_.pageSeeds)
      agents_[static_cast<std::size_t>(player)]->seedDecision(
          ai::decisionSeed(table, seat, ai::decisionMoment(match)));
    return legalOrRepaired(st, seat, timedDecide(player, st, seat, out, where), player, where);
  };
  // Every hand as it is scored; whether the unit goes on.
  const ai::AfterHand scoreHand = [&](const GameState& st) {
    const HandResult& r = match.hands().back();
    for (int p = 0; p < 4; ++p) {
      const auto s = static_cast<std::size_t>(seatOf(p, rotation));
      out.points[static_cast<std::size_t>(p)].push_back(r.delta[s]);
      if (r.moonShooter >= 0) {
        if (static_cast<std::size_t>(r.moonShooter) == s) {
          ++out.moonsShot[static_cast<std::size_t>(p)];
        } else {
          ++out.moonsSuffered[static_cast<std::size_t>(p)];
        }
      }
    }
    ++out.hands;
    for (int p = 0; p < 4; ++p) agents_[static_cast<std::size_t>(p)]->handOver(match, seatOf(p, rotation));
    notifyAll(handEndNotice(st), unit, rotation);
    const bool over = st.phase() == Phase::GameOver;
    if (!over && out.hands < blockHands) return true;
    const unsigned winners = over ? st.winners() : lowestTotals(st.scores());
    if (config_.gamesMode) {
      for (int p = 0; p < 4; ++p)
        out.won[static_cast<std::size_t>(p)] = (winners >> seatOf(p, rotation)) & 1u;
    }
    out.gameOver = over;
    notifyAll(gameEndNotice(st.scores(), winners), unit, rotation);
    return false;
  };
  // Every answer reaches the loop legal (legalOrRepaired), so it plays the unit to its end.
  ai::playGame(match, choose, scoreHand);

  if (!config_.recordsDir.empty()) {
    char name[64];
    std::snprintf(name, sizeof name, "/%s-%05d-r%d.json", config_.gamesMode ? "game" : "hands",
                  unit + 1, rotation);
    std::ofstream file(config_.recordsDir + name);
    file << saveRecord(match) << '\n';
    if (!file) throw std::runtime_error("cannot write the game record " + config_.recordsDir + name);
  }
  return out;
}

}  // namespace

std::optional<PlayerSpec> parsePlayerSpec(std::string_view text, std::string* error) {
  PlayerSpec p;
  p.spec = std::string(text);
  if (text.substr(0, 4) == "ext:") {
    p.external = true;
    p.command = std::string(text.substr(4));
    if (p.command.find_first_not_of(" \t") == std::string::npos) {
      if (error) *error = "\"" + p.spec + "\": ext: needs a command to run";
      return std::nullopt;
    }
    return p;
  }
  if (const std::string problem = checkArenaLevel(text); !problem.empty()) {
    if (error) {
      *error = "\"" + p.spec + "\" is neither a bot level nor ext:COMMAND";
      if (text.find(':') != std::string_view::npos) *error += " (" + problem + ")";
    }
    return std::nullopt;
  }
  p.level = p.spec;
  return p;
}

std::string defaultFallbackLevel() {
  // Search-based levels would make a faulted seat slow; medium is strong yet instant.
  for (const char* level : {"medium", "easy"})
    if (ai::isBotLevel(level)) return level;
  return "random";
}

int handsPerBlock(const Rules& rules) {
  int block = 4;
  if (rules.maxHands > 0) block = std::min(block, rules.maxHands);
  // A hand adds at most 26 to anyone's total, so a game to `targetScore` cannot end within
  // its first (targetScore - 1) / 26 + 1 hands... except at the last of them.
  block = std::min(block, (rules.targetScore - 1) / 26 + 1);
  return std::max(block, 1);
}

ArenaResult runArena(const ArenaConfig& config) {
  const auto start = Clock::now();
  if (!config.recordsDir.empty()) {
    // Made here, before any match is played, so that a bad path is told at once.
    std::error_code error;
    std::filesystem::create_directories(config.recordsDir, error);
    if (error || !std::filesystem::is_directory(config.recordsDir))
      throw std::runtime_error("cannot make the records directory " + config.recordsDir +
                               (error ? ": " + error.message() : ": a file of that name exists"));
  }
  FaultBoard board(config.log);
  const int block = handsPerBlock(config.rules);
  const int units = config.gamesMode ? config.count : (config.count + block - 1) / block;
  const int rotations = config.duplicate ? 4 : 1;
  const int total = units * rotations;
  std::vector<MatchOutcome> outcomes(static_cast<std::size_t>(total));

  std::atomic<int> next{0};
  std::atomic<int> done{0};
  std::atomic<bool> failed{false};
  std::string failure;
  std::mutex failureMutex;
  auto work = [&] {
    try {
      Worker worker(config, board);
      for (;;) {
        const int i = next++;
        if (i >= total || failed) break;
        outcomes[static_cast<std::size_t>(i)] = worker.play(i / rotations, i % rotations);
        ++done;
      }
      worker.finish();
    } catch (const std::exception& e) {
      std::lock_guard lock(failureMutex);
      failure = e.what();
      failed = true;
    }
  };
  const int threads = std::clamp(config.threads, 1, std::max(1, total));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  if (config.progress && config.log) {
    while (done < total && !failed) {
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      *config.log << "\r" << done << " / " << total << " matches" << std::flush;
    }
    *config.log << "\r" << std::string(40, ' ') << "\r" << std::flush;
  }
  for (auto& t : pool) t.join();
  if (failed) throw std::runtime_error("the arena stopped: " + failure);

  ArenaResult result;
  result.matches = total;
  result.faults = board.faults();
  std::array<std::vector<double>, 4> samples;
  auto addSample = [&](const std::array<double, 4>& x) {
    for (std::size_t p = 0; p < 4; ++p) samples[p].push_back(x[p]);
  };
  for (int u = 0; u < units; ++u) {
    if (!config.duplicate) {
      const MatchOutcome& o = outcomes[static_cast<std::size_t>(u)];
      for (int k = 0; k < o.hands; ++k) {
        std::array<double, 4> x{};
        for (std::size_t p = 0; p < 4; ++p) x[p] = o.points[p][static_cast<std::size_t>(k)];
        addSample(x);
      }
    } else if (!config.gamesMode) {
      // One sample per deal: its points averaged over the four rotations.
      const int hands = outcomes[static_cast<std::size_t>(u * 4)].hands;
      for (int k = 0; k < hands; ++k) {
        std::array<double, 4> x{};
        int n = 0;
        for (int r = 0; r < 4; ++r) {
          const MatchOutcome& o = outcomes[static_cast<std::size_t>(u * 4 + r)];
          if (k >= o.hands) continue;
          ++n;
          for (std::size_t p = 0; p < 4; ++p) x[p] += o.points[p][static_cast<std::size_t>(k)];
        }
        for (double& v : x) v /= n;
        addSample(x);
      }
    } else {
      // One sample per game seed: its points over all four rotations per hand played.
      std::array<double, 4> x{};
      int hands = 0;
      for (int r = 0; r < 4; ++r) {
        const MatchOutcome& o = outcomes[static_cast<std::size_t>(u * 4 + r)];
        hands += o.hands;
        for (std::size_t p = 0; p < 4; ++p)
          for (int v : o.points[p]) x[p] += v;
      }
      for (double& v : x) v /= std::max(hands, 1);
      addSample(x);
    }
  }
  result.samples = static_cast<int>(samples[0].size());

  for (int p = 0; p < 4; ++p) {
    const auto pi = static_cast<std::size_t>(p);
    PlayerResult& pr = result.players[pi];
    const PlayerSpec& spec = config.players[pi];
    pr.spec = spec.spec;
    pr.name = spec.external ? board.name(p, spec.spec) : spec.level;
    pr.pointsPerHand = estimate(samples[pi]);
    std::vector<double> diff(samples[pi].size());
    for (std::size_t i = 0; i < diff.size(); ++i) {
      double others = 0;
      for (std::size_t q = 0; q < 4; ++q)
        if (q != pi) others += samples[q][i];
      diff[i] = samples[pi][i] - others / 3.0;
    }
    pr.diffToOthers = estimate(diff);
    TimeStats t;
    for (const MatchOutcome& o : outcomes) {
      for (int v : o.points[pi]) pr.totalPoints += v;
      pr.hands += o.hands;
      pr.moonsShot += o.moonsShot[pi];
      pr.moonsSuffered += o.moonsSuffered[pi];
      pr.gamesWon += o.won[pi] ? 1 : 0;
      t.moves += o.time[pi].moves;
      t.totalMs += o.time[pi].totalMs;
      t.maxMs = std::max(t.maxMs, o.time[pi].maxMs);
    }
    pr.moves = t.moves;
    pr.msPerMove = t.moves > 0 ? t.totalMs / static_cast<double>(t.moves) : 0;
    pr.msMax = t.maxMs;
    for (const FaultRecord& f : result.faults) pr.faults += f.player == p ? 1 : 0;
    if (spec.external && board.replaced(p)) {
      pr.replacedBy = config.fallback;
      result.forfeit = true;
    }
  }
  for (const MatchOutcome& o : outcomes) {
    result.handsPlayed += o.hands;
    result.gamesPlayed += config.gamesMode ? 1 : 0;
  }
  result.seconds = millisSince(start) / 1000.0;
  return result;
}

}  // namespace hearts::arena
