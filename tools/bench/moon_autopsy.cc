// hearts-moon-autopsy: where a moon could still have been stopped.
//
// Reads hands in which one seat shot the moon, one per line on standard input:
//
//   SHOOTER SEAT:CARD SEAT:CARD ... (the 52 plays in order, e.g. "1 2:2C 3:5C 0:KC 1:AC ...")
//
// (tools/bench/moon_records.py DIR PLAYER --plays writes them from arena records) and judges
// each with every hand open: could the three other seats together still make one of them
// take a point card, whatever the shooter does? The answer before the first lead says
// whether the deal and the pass left the moon stoppable at all; walking through the plays,
// the first play after which it no longer is (always a defender's: the shooter cannot take
// away a stop that every one of its cards allows) is where the moon was let through. That
// play is classed (a point card thrown on a trick, a trick the defender could have won
// given away, ...) and counted by trick.
//
// With every hand open the defenders know more than any real player, so "stoppable" is an
// upper bound on what a defence could do; "not stoppable" is certain.
//
// With --alone SEAT one defender stops it alone: could SEAT still make a defender take a point
// card whatever the three others do (its co-defenders as much against it as the shooter)?
// Then the play that lets the moon through may be anyone's, a co-defender's or the
// shooter's: the first after which SEAT alone no longer can.
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ai/interchangeable.h"
#include "core/card.h"
#include "core/play_state.h"
#include "core/rules.h"

namespace {

using namespace hearts;

struct Key {
  std::array<std::uint64_t, 4> hands;
  std::uint64_t trick;  // the cards of the trick in progress, in order, with leader and count
  bool operator==(const Key&) const = default;
};

struct KeyHash {
  std::size_t operator()(const Key& k) const {
    std::uint64_t h = k.trick * 0x9E3779B97F4A7C15ull;
    for (std::uint64_t x : k.hands) h = (h ^ x) * 0xBF58476D1CE4E5B9ull + (h >> 29);
    return static_cast<std::size_t>(h);
  }
};

class Solver {
 public:
  Solver(const Rules& rules, std::int64_t nodeLimit) : rules_(rules), nodeLimit_(nodeLimit) {}

  // 1: a defender can still be made to take a point card (by the three defenders together,
  // or by `alone` whatever the others do); 0: the moon cannot be stopped; -1: the search ran
  // past its node limit.
  int stoppable(const PlayState& s, int shooter, int alone) {
    nodes_ = 0;
    shooter_ = shooter;
    alone_ = alone;
    memo_.clear();
    const int r = search(s);
    return nodes_ > nodeLimit_ ? -1 : r;
  }

 private:
  int search(const PlayState& s) {
    for (int o = 0; o < 4; ++o)
      if (o != shooter_ && s.won[o].intersects(kPointCards)) return 1;
    if (s.over()) return 0;
    if (++nodes_ > nodeLimit_) return 0;
    const Key key = keyOf(s);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const int me = s.toMove();
    const CardSet legal = s.legal();
    const CardSet moves = ai::distinctMoves(legal, s.hands[me] | s.played, legal.highest(), rules_);
    const bool defender = alone_ < 0 ? me != shooter_ : me == alone_;
    int result = defender ? 0 : 1;
    // Highest first: the winning tries, for either side, are usually high cards.
    for (int i = 0; i < moves.size(); ++i) {
      const Card c = moves.nth(moves.size() - 1 - i);
      PlayState next = s;
      next.play(c);
      const int r = search(next);
      if (defender && r == 1) {
        result = 1;
        break;
      }
      if (!defender && r == 0) {
        result = 0;
        break;
      }
    }
    if (nodes_ <= nodeLimit_) memo_.emplace(key, result);
    return result;
  }

  static Key keyOf(const PlayState& s) {
    Key k;
    for (int i = 0; i < 4; ++i) k.hands[i] = s.hands[i].bits();
    std::uint64_t t = (static_cast<std::uint64_t>(s.trick.leader) << 2) | s.trick.count;
    for (int i = 0; i < s.trick.count; ++i) t = (t << 8) | s.trick.cards[i].index;
    k.trick = t | (static_cast<std::uint64_t>(s.heartsBroken) << 63);
    return k;
  }

  Rules rules_;
  std::int64_t nodeLimit_;
  std::int64_t nodes_ = 0;
  int shooter_ = -1;
  int alone_ = -1;
  std::unordered_map<Key, int, KeyHash> memo_;
};

// How a defender's play let the moon through.
std::string classify(const PlayState& before, Card c, int shooter) {
  const int me = before.toMove();
  const bool points = kPointCards.contains(c);
  if (before.trick.count == 0) return points ? "led a point card" : "led";
  const bool follows = c.suit() == before.ledSuit();
  PlayState after = before;
  after.play(c);
  if (!follows) {
    if (points) {
      const bool other = !(before.legal() - kPointCards).empty();
      return other ? "threw a point card, kept one of no points" : "threw a point card, no other";
    }
    return "threw a card of no points";
  }
  // Followed suit: could a higher card have won the trick, or been on course to?
  const CardSet over = before.legal() & aboveInSuit(before.winningCard());
  if (c.index < before.winningCard().index && !over.empty())
    return before.winningSeat() == shooter ? "ducked under the shooter, could have gone over"
                                          : "ducked, could have gone over";
  if (!(c.index < before.winningCard().index)) return "followed, going over";
  (void)me;
  return "followed under, nothing higher";
}

}  // namespace

int main(int argc, char** argv) {
  std::int64_t nodeLimit = 20'000'000;
  bool verbose = false;
  int alone = -1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--nodes" && i + 1 < argc) nodeLimit = std::stoll(argv[++i]);
    else if (a == "--verbose") verbose = true;
    else if (a == "--alone" && i + 1 < argc && std::string_view(argv[i + 1]).size() == 1 &&
             argv[i + 1][0] >= '0' && argv[i + 1][0] <= '3')
      alone = argv[++i][0] - '0';
    else {
      std::fprintf(stderr,
                   "usage: hearts-moon-autopsy [--nodes N] [--alone SEAT] [--verbose] < plays\n"
                   "  (lines of SHOOTER SEAT:CARD x 52, from moon_records.py --plays)\n");
      return 2;
    }
  }
  const Rules rules = *presetRules("standard");
  Solver solver(rules, nodeLimit);
  std::map<std::string, int> count;
  std::map<int, int> fatalTrick;
  std::string line;
  int lineNo = 0;
  while (std::getline(std::cin, line)) {
    ++lineNo;
    std::istringstream in(line);
    int shooter = -1;
    in >> shooter;
    std::vector<std::pair<int, Card>> plays;
    std::array<CardSet, 4> hands{};
    std::string item;
    bool bad = shooter < 0 || shooter > 3;
    while (in >> item) {
      const auto colon = item.find(':');
      const auto card = colon == std::string::npos ? std::nullopt : parseCard(item.substr(colon + 1));
      if (!card || colon != 1 || item[0] < '0' || item[0] > '3') {
        bad = true;
        break;
      }
      plays.emplace_back(item[0] - '0', *card);
      hands[static_cast<std::size_t>(item[0] - '0')].add(*card);
    }
    if (bad || plays.size() != 52) {
      std::fprintf(stderr, "line %d: not a shooter and 52 plays\n", lineNo);
      return 1;
    }
    PlayState s = PlayState::start(hands, rules);
    if (shooter == alone) {
      std::fprintf(stderr, "line %d: the shooter is the seat that defends alone\n", lineNo);
      return 1;
    }
    const int atStart = solver.stoppable(s, shooter, alone);
    ++count["moons"];
    if (atStart != 1) {
      ++count[atStart == 0 ? "not stoppable from the first lead" : "unknown (node limit)"];
      if (verbose) std::printf("%d: %s\n", lineNo, atStart == 0 ? "unstoppable" : "unknown");
      continue;
    }
    bool found = false;
    for (std::size_t i = 0; i < plays.size(); ++i) {
      const auto [seat, card] = plays[i];
      if (seat != s.toMove()) {
        std::fprintf(stderr, "line %d: play %zu out of turn\n", lineNo, i + 1);
        return 1;
      }
      PlayState next = s;
      next.play(card);
      if (seat != shooter || alone >= 0) {
        const int r = solver.stoppable(next, shooter, alone);
        if (r == -1) {
          ++count["unknown (node limit)"];
          found = true;
          break;
        }
        if (r == 0) {
          const std::string how = classify(s, card, shooter);
          ++count["let through: " + how];
          ++fatalTrick[s.tricksDone + 1];
          if (verbose) {
            // The cards that would have kept the moon stoppable.
            std::string stops;
            for (Card other : s.legal() - CardSet::of(card)) {
              PlayState alt = s;
              alt.play(other);
              if (solver.stoppable(alt, shooter, alone) == 1) stops += " " + cardName(other);
            }
            // What the shooter had shown by then: its points and tricks won.
            int taken = 0;
            for (Card w : s.won[shooter] & kPointCards) taken += w == kQueenOfSpades ? 13 : 1;
            std::printf("%d: trick %d, seat %d played %s: %s; stopping cards:%s; the shooter "
                        "had %d points, %d of %d tricks\n",
                        lineNo, s.tricksDone + 1, seat, cardName(card).c_str(), how.c_str(),
                        stops.c_str(), taken, s.won[shooter].size() / 4, s.tricksDone);
          }
          found = true;
          break;
        }
      }
      s = next;
    }
    if (!found) ++count["no play let it through (not a moon?)"];
  }
  for (const auto& [what, n] : count) std::printf("%s: %d\n", what.c_str(), n);
  std::printf("trick of the play that let it through:");
  for (const auto& [t, n] : fatalTrick) std::printf(" %d: %d,", t, n);
  std::printf("\n");
  return 0;
}
