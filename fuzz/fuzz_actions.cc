// Arbitrary action sequences against the rules: each input byte picks an action kind, a
// seat and a card (legal or not). The engine must refuse what is illegal, keep its
// invariants, and never crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "core/match.h"

namespace {

using namespace hearts;

void require(bool ok) {
  if (!ok) std::abort();
}

void checkInvariants(const GameState& g) {
  CardSet held;
  for (int s = 0; s < 4; ++s) {
    require(!held.intersects(g.hand(s)));
    held |= g.hand(s);
  }
  if (g.phase() == Phase::Playing) {
    require((held | g.played()) == CardSet::deck());
    require(!held.intersects(g.played()));
    require(!g.legalPlays().empty());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const auto& list = presets();
  const Preset& preset = list[data[0] % list.size()];
  Match m(preset.rules, data[1]);
  for (std::size_t i = 2; i + 1 < size; i += 2) {
    const std::uint8_t a = data[i], b = data[i + 1];
    const int seat = a & 3;
    const GameState before = m.state();
    ActionError e = ActionError::None;
    switch ((a >> 2) & 3) {
      case 0: {  // play a card chosen by b (any of the 64 indices, including non-cards)
        e = m.apply(Action::makePlay(seat, Card(static_cast<std::uint8_t>(b & 63))));
        break;
      }
      case 1: {  // pass cards picked from the hand by the bits of b
        const CardSet hand = m.state().hand(seat);
        CardSet pick;
        for (int k = 0; k < 8 && k < hand.size(); ++k)
          if ((b >> k) & 1) pick.add(hand.nth(k));
        e = m.apply(Action::makePass(seat, pick));
        break;
      }
      case 2:
        e = m.apply(Action::makeMoon(seat, (b & 1) ? MoonChoice::SubtractFromSelf
                                                   : MoonChoice::AddToOthers));
        break;
      default: {  // a legal play or the next hand, so inputs get deep into games
        const GameState& g = m.state();
        if (g.phase() == Phase::HandOver) {
          m.startNextHand();
        } else if (g.phase() == Phase::Playing) {
          const CardSet legal = g.legalPlays();
          e = m.apply(Action::makePlay(g.firstToAct(), legal.nth(b % legal.size())));
          require(e == ActionError::None);
        }
        break;
      }
    }
    if (e != ActionError::None) require(m.state() == before);
    checkInvariants(m.state());
    if (m.state().phase() == Phase::GameOver) break;
  }
  return 0;
}
