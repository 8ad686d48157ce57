#include "core/game.h"

#include <cassert>

#include "core/rng.h"

namespace hearts {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Passing: return "passing";
    case Phase::Playing: return "playing";
    case Phase::MoonChoice: return "moon_choice";
    case Phase::HandOver: return "hand_over";
    case Phase::GameOver: return "game_over";
  }
  return "?";
}

const char* passDirectionName(PassDirection d) {
  switch (d) {
    case PassDirection::Left: return "left";
    case PassDirection::Right: return "right";
    case PassDirection::Across: return "across";
    case PassDirection::None: return "none";
  }
  return "?";
}

PassDirection passDirectionForHand(int handNumber) {
  return static_cast<PassDirection>((handNumber - 1) & 3);
}

int passTarget(int seat, PassDirection d) {
  static constexpr int kOffset[] = {1, 3, 2, 0};
  return (seat + kOffset[static_cast<int>(d)]) & 3;
}

const char* moonChoiceName(MoonChoice c) {
  return c == MoonChoice::AddToOthers ? "add_to_others" : "subtract_from_self";
}

int penaltyPoints(const Rules& rules, CardSet wonCards) {
  int p = wonCards.inSuit(Suit::Hearts).size();
  if (wonCards.contains(kQueenOfSpades)) p += 13;
  if (wonCards.contains(kJackOfDiamonds)) p += rules.jackOfDiamonds;
  return p;
}

GameState GameState::newGame(const Rules& rules, std::uint64_t seed) {
  GameState g;
  g.rules_ = rules;
  g.seed_ = seed;
  g.handNumber_ = 1;
  g.deal();
  return g;
}

namespace {
struct DeckOrder {
  std::uint8_t cards[52]{};
  constexpr DeckOrder() {
    for (int i = 0; i < 52; ++i) cards[i] = static_cast<std::uint8_t>((i / 13) * 16 + i % 13);
  }
};
constexpr DeckOrder kDeckOrder;
}  // namespace

std::array<CardSet, 4> dealHands(std::uint64_t seed, int handNumber) {
  Rng rng(mix64(seed ^ mix64(static_cast<std::uint64_t>(handNumber))));
  std::uint8_t deck[52];
  for (int i = 0; i < 52; ++i) deck[i] = kDeckOrder.cards[i];
  rng.shuffle(deck, 52);
  std::array<CardSet, 4> hands{};
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < kHandSize; ++i) hands[s].add(Card(deck[s * kHandSize + i]));
  return hands;
}

void GameState::deal() { setUpHand(dealHands(seed_, handNumber_)); }

bool GameState::fromDeal(const Rules& rules, const std::array<CardSet, 4>& deal, int handNumber,
                         const std::array<int, 4>& scores, GameState& out) {
  CardSet all;
  for (CardSet h : deal) {
    if (h.size() != kHandSize || all.intersects(h)) return false;
    all |= h;
  }
  if (handNumber < 1) return false;
  GameState g;
  g.rules_ = rules;
  g.handNumber_ = handNumber;
  g.scores_ = scores;
  g.setUpHand(deal);
  out = g;
  return true;
}

void GameState::setUpHand(const std::array<CardSet, 4>& deal) {
  for (int s = 0; s < 4; ++s) {
    hands_[s] = deal[s];
    dealt_[s] = deal[s];
    passed_[s] = CardSet();
    won_[s] = CardSet();
    voids_[s] = 0;
  }
  played_ = CardSet();
  trick_ = Trick{};
  tricksDone_ = 0;
  heartsBroken_ = false;
  passedMask_ = 0;
  passDir_ = rules_.passCount > 0 ? passDirectionForHand(handNumber_) : PassDirection::None;
  if (passDir_ == PassDirection::None) {
    beginPlay();
  } else {
    phase_ = Phase::Passing;
  }
}

void GameState::beginPlay() {
  phase_ = Phase::Playing;
  for (int s = 0; s < 4; ++s)
    if (hands_[s].contains(kTwoOfClubs)) toMove_ = static_cast<std::uint8_t>(s);
  trick_.leader = toMove_;
  trick_.count = 0;
}

CardSet GameState::received(int seat) const {
  if (passDir_ == PassDirection::None) return CardSet();
  for (int s = 0; s < 4; ++s)
    if (s != seat && passTarget(s, passDir_) == seat) return passed_[s];
  return CardSet();
}

Trick GameState::completedTrick(int i) const {
  Trick t;
  t.cards = tricks_[i];
  t.leader = leaders_[i];
  t.count = 4;
  return t;
}

GameState GameState::viewFor(int seat) const {
  GameState v = *this;
  const int giver = [&] {
    for (int s = 0; s < 4; ++s)
      if (s != seat && passDir_ != PassDirection::None && passTarget(s, passDir_) == seat) return s;
    return -1;
  }();
  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;
    v.hands_[s] = CardSet();
    v.dealt_[s] = CardSet();
    // Before everyone has passed nothing is received yet, so even that stays hidden.
    if (s != giver || phase_ == Phase::Passing) v.passed_[s] = CardSet();
  }
  return v;
}

int GameState::handSize(int seat) const {
  int n = kHandSize - tricksDone_;
  for (int i = 0; i < trick_.count; ++i)
    if (trick_.seatOf(i) == seat) --n;
  return n;
}

int GameState::pointsTaken(int seat) const { return penaltyPoints(rules_, won_[seat]); }

CardSet GameState::legalPlays() const {
  if (phase_ != Phase::Playing) return CardSet();
  const CardSet hand = hands_[toMove_];
  CardSet options;
  if (trick_.count == 0) {
    if (tricksDone_ == 0) return hand & CardSet::of(kTwoOfClubs);
    options = hand;
    if (!heartsBroken_) {
      const CardSet nonHearts = hand - kHeartsMask;
      if (!nonHearts.empty()) options = nonHearts;
    }
    return options;
  }
  options = hand.inSuit(trick_.led());
  if (options.empty()) options = hand;
  if (tricksDone_ == 0 && !rules_.pointsOnFirstTrick) {
    const CardSet safe = options - kPointCards;
    if (!safe.empty()) options = safe;
  }
  return options;
}

ActionError GameState::checkPlay(int seat, Card c) const {
  if (phase_ != Phase::Playing) return ActionError::WrongPhase;
  if (seat < 0 || seat > 3) return ActionError::BadSeat;
  if (seat != toMove_) return ActionError::NotYourTurn;
  const CardSet hand = hands_[seat];
  if (!hand.contains(c)) return ActionError::NotInHand;
  if (legalPlays().contains(c)) return ActionError::None;
  if (trick_.count == 0) {
    if (tricksDone_ == 0) return ActionError::MustLeadTwoOfClubs;
    return ActionError::HeartsNotBroken;
  }
  if (c.suit() != trick_.led() && hand.hasSuit(trick_.led())) return ActionError::MustFollowSuit;
  return ActionError::NoPointsOnFirstTrick;
}

ActionError GameState::checkPass(int seat, CardSet cards) const {
  if (phase_ != Phase::Passing) return ActionError::WrongPhase;
  if (seat < 0 || seat > 3) return ActionError::BadSeat;
  if (hasPassed(seat)) return ActionError::AlreadyPassed;
  if (cards.size() != rules_.passCount) return ActionError::WrongPassCount;
  if (!hands_[seat].containsAll(cards)) return ActionError::NotInHand;
  return ActionError::None;
}

bool GameState::subtractAllowed(int seat) const {
  return rules_.moonSubtractAbove < 0 || scores_[seat] > rules_.moonSubtractAbove;
}

ActionError GameState::checkMoonChoice(int seat, MoonChoice c) const {
  if (phase_ != Phase::MoonChoice) return ActionError::WrongPhase;
  if (seat != toMove_) return ActionError::NotYourTurn;
  if (c == MoonChoice::SubtractFromSelf && !subtractAllowed(seat))
    return ActionError::SubtractNotAllowed;
  return ActionError::None;
}

std::string GameState::errorText(ActionError e) const {
  switch (e) {
    case ActionError::None: return {};
    case ActionError::WrongPhase: return std::string("That is not possible while ") + phaseName(phase_);
    case ActionError::NotYourTurn: return "It is not your turn";
    case ActionError::NotInHand: return "That card is not in your hand";
    case ActionError::MustLeadTwoOfClubs: return "The first trick must be led with the 2\u2663";
    case ActionError::MustFollowSuit:
      return std::string("You must follow suit (") + suitName(trick_.led()) + ")";
    case ActionError::HeartsNotBroken: return "Hearts have not been broken";
    case ActionError::NoPointsOnFirstTrick: return "No points on the first trick";
    case ActionError::WrongPassCount:
      return "Choose exactly " + std::to_string(rules_.passCount) + " cards to pass";
    case ActionError::AlreadyPassed: return "Cards already passed";
    case ActionError::BadSeat: return "No such seat";
    case ActionError::SubtractNotAllowed:
      return "Subtracting 26 is allowed only above " + std::to_string(rules_.moonSubtractAbove) +
             " points";
  }
  return "?";
}

void GameState::pass(int seat, CardSet cards) {
  assert(checkPass(seat, cards) == ActionError::None);
  passed_[seat] = cards;
  passedMask_ = static_cast<std::uint8_t>(passedMask_ | (1u << seat));
  if (passedMask_ != 0xF) return;
  // Everyone has chosen: only now does anyone receive.
  for (int s = 0; s < 4; ++s) hands_[s] -= passed_[s];
  for (int s = 0; s < 4; ++s) hands_[passTarget(s, passDir_)] |= passed_[s];
  beginPlay();
}

void GameState::play(Card c) {
  assert(checkPlay(toMove_, c) == ActionError::None);
  const int seat = toMove_;
  hands_[seat].remove(c);
  played_.add(c);
  // Branch-free: in random playouts these conditions are coin flips for the predictor.
  const unsigned led = static_cast<unsigned>(trick_.count == 0 ? c.suit() : trick_.led());
  const unsigned offSuit = static_cast<unsigned>(c.suit()) != led;
  voids_[seat] = static_cast<std::uint8_t>(voids_[seat] | (offSuit << led));
  const unsigned breaks = static_cast<unsigned>(c.suit() == Suit::Hearts) |
                         (static_cast<unsigned>(rules_.qsBreaksHearts) &
                          static_cast<unsigned>(c == kQueenOfSpades));
  heartsBroken_ = (static_cast<unsigned>(heartsBroken_) | breaks) != 0;
  trick_.cards[trick_.count++] = c;
  if (trick_.count == 4) {
    finishTrick();
  } else {
    toMove_ = static_cast<std::uint8_t>((seat + 1) & 3);
  }
}

void GameState::finishTrick() {
  CardSet cards;
  for (Card c : trick_.cards) cards.add(c);
  // The highest card of the led suit wins: one mask and a count of leading zeros.
  const Card top = cards.inSuit(trick_.led()).highest();
  int best = 0;
  for (int i = 1; i < 4; ++i) best = trick_.cards[i] == top ? i : best;
  const int winner = trick_.seatOf(best);
  won_[winner] |= cards;
  tricks_[tricksDone_] = trick_.cards;
  leaders_[tricksDone_] = trick_.leader;
  winners_[tricksDone_] = static_cast<std::uint8_t>(winner);
  ++tricksDone_;
  trick_.leader = static_cast<std::uint8_t>(winner);
  trick_.count = 0;
  toMove_ = static_cast<std::uint8_t>(winner);
  if (tricksDone_ == kHandSize) finishHand();
}

void GameState::finishHand() {
  std::array<int, 4> points{};
  int shooter = -1;
  for (int s = 0; s < 4; ++s) {
    points[s] = penaltyPoints(rules_, won_[s]);
    if (won_[s].containsAll(kPointCards)) shooter = s;
  }
  if (shooter >= 0 && rules_.moon == MoonRule::ShooterChooses && subtractAllowed(shooter)) {
    phase_ = Phase::MoonChoice;
    toMove_ = static_cast<std::uint8_t>(shooter);
    lastHand_ = HandResult{};
    lastHand_.handNumber = handNumber_;
    lastHand_.points = points;
    lastHand_.moonShooter = shooter;
    return;
  }
  applyResult(scoreHand(rules_, scores_, points, shooter, MoonChoice::AddToOthers));
}

void GameState::chooseMoon(MoonChoice c) {
  assert(checkMoonChoice(toMove_, c) == ActionError::None);
  applyResult(scoreHand(rules_, scores_, lastHand_.points, lastHand_.moonShooter, c));
}

HandResult GameState::scoreHand(const Rules& rules, const std::array<int, 4>& scoresBefore,
                                const std::array<int, 4>& points, int moonShooter,
                                MoonChoice choice) {
  HandResult r;
  r.points = points;
  r.delta = points;
  r.moonShooter = moonShooter;
  if (moonShooter < 0) return r;

  bool subtract = false;
  switch (rules.moon) {
    case MoonRule::AddToOthers: subtract = false; break;
    case MoonRule::SubtractFromSelf: subtract = true; break;
    case MoonRule::ShooterChooses: subtract = choice == MoonChoice::SubtractFromSelf; break;
    case MoonRule::Protective: {
      // Add to the others unless that ends the game with someone below the shooter.
      std::array<int, 4> after = scoresBefore;
      for (int s = 0; s < 4; ++s) after[s] += s == moonShooter ? points[s] - 26 : points[s] + 26;
      bool ends = false;
      for (int s = 0; s < 4; ++s) ends |= after[s] >= rules.targetScore;
      bool someoneLower = false;
      for (int s = 0; s < 4; ++s) someoneLower |= s != moonShooter && after[s] < after[moonShooter];
      subtract = ends && someoneLower;
      break;
    }
  }
  // The 26 points of hearts and Q♠ are replaced; any J♦ stays with whoever took it.
  for (int s = 0; s < 4; ++s) {
    if (s == moonShooter) {
      r.delta[s] = points[s] - 26 - (subtract ? 26 : 0);
    } else {
      r.delta[s] = points[s] + (subtract ? 0 : 26);
    }
  }
  r.moonChoice = subtract ? MoonChoice::SubtractFromSelf : MoonChoice::AddToOthers;
  return r;
}

bool GameState::gameEnds(const Rules& rules, const std::array<int, 4>& totals, int handNumber,
                         unsigned* winners) {
  bool over = rules.maxHands > 0 && handNumber >= rules.maxHands;
  for (int t : totals) over |= t >= rules.targetScore;
  if (!over) return false;
  int low = totals[0];
  for (int t : totals) low = t < low ? t : low;
  unsigned mask = 0;
  for (int s = 0; s < 4; ++s)
    if (totals[s] == low) mask |= 1u << s;
  if (rules.tie == TieRule::PlayOn && std::popcount(mask) > 1) return false;
  if (winners) *winners = mask;
  return true;
}

void GameState::applyResult(const HandResult& r) {
  lastHand_ = r;
  lastHand_.handNumber = handNumber_;
  for (int s = 0; s < 4; ++s) scores_[s] += r.delta[s];
  unsigned mask = 0;
  if (gameEnds(rules_, scores_, handNumber_, &mask)) {
    winners_mask_ = static_cast<std::uint8_t>(mask);
    phase_ = Phase::GameOver;
  } else {
    phase_ = Phase::HandOver;
  }
}

void GameState::startNextHand() {
  assert(phase_ == Phase::HandOver);
  ++handNumber_;
  deal();
}

}  // namespace hearts
