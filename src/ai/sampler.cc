#include "ai/sampler.h"

namespace hearts::ai {

namespace {

struct Binomials {
  std::array<std::array<std::uint64_t, 53>, 53> c{};
  constexpr Binomials() {
    for (int n = 0; n <= 52; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
constexpr Binomials kBinomials;

constexpr std::uint64_t choose(int n, int k) {
  return k < 0 || k > n ? 0 : kBinomials.c[n][k];
}

}  // namespace

std::uint64_t DealSampler::weight(int cls, int a, int b, int x0, int x1) const {
  const Class& c = classes_[cls];
  const int x2 = c.size - x0 - x1;
  if (x0 > a || x1 > b || x2 < 0) return 0;
  if ((x0 > 0 && !(c.seats & 1u)) || (x1 > 0 && !(c.seats & 2u)) || (x2 > 0 && !(c.seats & 4u)))
    return 0;
  const int rest = remaining_[cls] - a - b;  // what others_[2] still needs
  if (x2 > rest) return 0;
  const std::uint64_t tail = ways_[cls + 1][a - x0][b - x1];
  if (tail == 0) return 0;
  return choose(c.size, x0) * choose(c.size - x0, x1) * tail;
}

bool DealSampler::prepare(const Knowledge& k) {
  me_ = k.seat;
  myHand_ = k.myHand;
  int n = 0;
  CardSet allKnown;
  for (int s = 0; s < 4; ++s) allKnown |= k.known[s];
  for (int s = 0; s < 4; ++s) {
    if (s == me_) continue;
    others_[n] = s;
    known_[n] = k.known[s];
    need_[n] = k.handSize[s] - k.known[s].size();
    if (need_[n] < 0 || need_[n] > kHandSize) return false;
    ++n;
  }
  const CardSet pool = CardSet::deck() - k.played - k.myHand - allKnown;
  std::array<int, 8> classOf{};
  classOf.fill(-1);
  classCount_ = 0;
  for (Card card : pool) {
    unsigned seats = 0;
    for (int i = 0; i < 3; ++i)
      if (k.allowed[others_[i]].contains(card)) seats |= 1u << i;
    if (seats == 0) return false;
    if (classOf[seats] < 0) {
      classOf[seats] = classCount_;
      classes_[classCount_] = Class{};
      classes_[classCount_].seats = seats;
      ++classCount_;
    }
    Class& c = classes_[classOf[seats]];
    c.cards[c.size++] = card;
  }
  remaining_[classCount_] = 0;
  for (int c = classCount_ - 1; c >= 0; --c) remaining_[c] = remaining_[c + 1] + classes_[c].size;
  if (remaining_[0] != need_[0] + need_[1] + need_[2]) return false;

  for (auto& plane : ways_)
    for (auto& row : plane) row.fill(0);
  ways_[classCount_][0][0] = 1;
  for (int c = classCount_ - 1; c >= 0; --c) {
    const int size = classes_[c].size;
    for (int a = 0; a <= need_[0]; ++a) {
      for (int b = 0; b <= need_[1]; ++b) {
        const int rest = remaining_[c] - a - b;
        if (rest < 0 || rest > need_[2]) continue;
        std::uint64_t total = 0;
        for (int x0 = 0; x0 <= size && x0 <= a; ++x0)
          for (int x1 = 0; x0 + x1 <= size && x1 <= b; ++x1) total += weight(c, a, b, x0, x1);
        ways_[c][a][b] = total;
      }
    }
  }
  return dealCount() > 0;
}

void DealSampler::sample(Rng& rng, std::array<CardSet, 4>& hands) const {
  hands[me_] = myHand_;
  for (int i = 0; i < 3; ++i) hands[others_[i]] = known_[i];
  std::uint64_t r = rng.below64(dealCount());
  int a = need_[0];
  int b = need_[1];
  for (int c = 0; c < classCount_; ++c) {
    const Class& cls = classes_[c];
    int take0 = 0;
    int take1 = 0;
    bool found = false;
    for (int x0 = 0; x0 <= cls.size && x0 <= a && !found; ++x0) {
      for (int x1 = 0; x0 + x1 <= cls.size && x1 <= b; ++x1) {
        const std::uint64_t w = weight(c, a, b, x0, x1);
        if (r < w) {
          // Which of the w deals this is: the tail's index is the rest of r.
          r /= choose(cls.size, x0) * choose(cls.size - x0, x1);
          take0 = x0;
          take1 = x1;
          found = true;
          break;
        }
        r -= w;
      }
    }
    std::array<Card, 52> cards = cls.cards;
    rng.shuffle(cards.data(), cls.size);
    for (int i = 0; i < cls.size; ++i) {
      const int seatIndex = i < take0 ? 0 : (i < take0 + take1 ? 1 : 2);
      hands[others_[seatIndex]].add(cards[i]);
    }
    a -= take0;
    b -= take1;
  }
}

}  // namespace hearts::ai
