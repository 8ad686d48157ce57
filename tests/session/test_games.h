// Games in particular states, for the tests that need one.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "ai/bot.h"
#include "ai/levels.h"
#include "core/claim.h"
#include "core/match.h"
#include "core/rules.h"
#include "session/game_session.h"

namespace hearts::session::testing {

// Everyone passes their lowest cards; then `plays` cards are played, each the lowest legal.
// What the status line says now, where the game has something to say (a refusal, a claim).
inline std::string statusLine(const GameSession& g, double now) {
  const StatusLine& status = g.table().news().status;
  return status.showing(now) ? status.text() : std::string();
}

inline Match gameAfter(const Rules& rules, std::uint64_t seed, int plays) {
  Match m(rules, seed);
  if (m.state().phase() == Phase::Passing) {
    for (int s = 0; s < 4; ++s) {
      CardSet pass;
      for (Card c : m.state().hand(s)) {
        if (pass.size() == rules.passCount) break;
        pass.add(c);
      }
      m.apply(Action::makePass(s, pass));
    }
  }
  for (int i = 0; i < plays && m.state().phase() == Phase::Playing; ++i)
    m.apply(Action::makePlay(m.state().firstToAct(), m.state().legalPlays().lowest()));
  return m;
}

// The first classic game (seeds from 1, every card the lowest legal) that reaches a moment
// where `seat` is to move and `accept` takes what it may claim (core/claim.h).
template <typename Accept>
std::optional<Match> claimMoment(int seat, Accept accept) {
  for (std::uint64_t seed = 1; seed < 400; ++seed) {
    Match m = gameAfter(*presetRules("classic"), seed, 0);
    while (m.state().phase() == Phase::Playing) {
      const GameState& s = m.state();
      if (s.firstToAct() == seat && accept(claimKind(s, seat))) return m;
      m.apply(Action::makePlay(s.firstToAct(), s.legalPlays().lowest()));
    }
  }
  return std::nullopt;
}

// A first hand at the moon choice with the player as the shooter: found by letting the
// player play high and the bots low over many deals (under shooter-chooses, with taking
// 26 off always allowed so that the choice is offered).
inline std::optional<Match> playerShootsTheMoon() {
  Rules r = *presetRules("shooter-chooses");
  r.moonSubtractAbove = -1;
  for (std::uint64_t seed = 1; seed < 20000; ++seed) {
    Match m = gameAfter(r, seed, 0);
    bool othersClean = true;
    while (m.state().phase() == Phase::Playing && othersClean) {
      const GameState& st = m.state();
      const CardSet legal = st.legalPlays();
      m.apply(Action::makePlay(st.firstToAct(), st.firstToAct() == 0 ? legal.highest() : legal.lowest()));
      for (int s = 1; s < 4; ++s) othersClean &= m.state().pointsTaken(s) == 0;
    }
    if (othersClean && m.state().phase() == Phase::MoonChoice) return m;
  }
  return std::nullopt;
}

// The player's part played by a test: the first cards passed, the lowest legal card played,
// a moon counted the plain way; nothing where the table waits for no action of the player's.
inline void playerMoves(GameSession& g, double now) {
  const Stage stage = g.table().stage();
  if (stage == Stage::Passing) {
    int n = 0;
    for (Card c : g.state().hand(0))
      if (n++ < g.state().rules().passCount) g.desk().clickCard(c, now);
    g.desk().confirmPass(now);
  } else if (g.table().playerToPlay()) {
    g.desk().clickCard(g.desk().legalForPlayer().lowest(), now);
  } else if (stage == Stage::MoonChoice && g.table().seatToMove() == 0) {
    g.desk().chooseMoon(MoonChoice::AddToOthers, now);
  }
}

// A bot that thinks until the controller stops it, answering the lowest cards. Given
// counters, it counts its think() calls and the largest slice asked of it.
class EndlessBot final : public ai::Bot {
 public:
  EndlessBot(int* calls = nullptr, std::int64_t* maxUnits = nullptr)
      : calls_(calls), maxUnits_(maxUnits) {}
  std::string name() const override { return "endless"; }
  void begin(const GameState& view, int seat, const ai::Budget&) override {
    view_ = view;
    seat_ = seat;
  }
  bool think(std::int64_t units) override {
    if (calls_) ++*calls_;
    if (maxUnits_ && units > *maxUnits_) *maxUnits_ = units;
    return false;
  }
  ai::Decision decision() const override {
    ai::Decision d;
    if (view_.phase() == Phase::Playing) d.play = view_.legalPlays().lowest();
    for (Card c : view_.hand(seat_)) {
      if (d.pass.size() == view_.rules().passCount) break;
      d.pass.add(c);
    }
    return d;
  }

 private:
  GameState view_;
  int seat_ = 0;
  int* calls_;
  std::int64_t* maxUnits_;
};

// A classic game against EndlessBots on a fake wall clock: each reading of it advances
// `wall` by `tickMs`.
inline std::unique_ptr<GameSession> endlessGame(std::uint64_t seed, const Pacing& pacing,
                                                   double& wall, double tickMs,
                                                   int* calls = nullptr,
                                                   std::int64_t* maxUnits = nullptr) {
  return std::make_unique<GameSession>(GameSpec{Match(*presetRules("classic"), seed), BotLevel::Random, pacing, 1}, 0, [&wall, tickMs] { return wall += tickMs; }, [calls, maxUnits](const ai::BotConfig&, std::uint64_t) -> std::unique_ptr<ai::Bot> {
        return std::make_unique<EndlessBot>(calls, maxUnits);
      });
}

}  // namespace hearts::session::testing
