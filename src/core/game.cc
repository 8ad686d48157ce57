#include "core/game.h"

#include <bit>
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
  // The hands wait in an empty play state while the cards are passed; beginPlay starts it.
  play_ = PlayState{};
  play_.hands = deal;
  dealt_ = deal;
  passed_ = {};
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
  play_ = PlayState::start(play_.hands, rules_);
}

unsigned GameState::seatsToAct() const {
  switch (phase_) {
    case Phase::Passing: return ~static_cast<unsigned>(passedMask_) & 0xFu;
    case Phase::Playing:
    case Phase::MoonChoice: return 1u << toMove();
    case Phase::HandOver:
    case Phase::GameOver: break;
  }
  return 0;
}

int GameState::firstToAct() const {
  const unsigned seats = seatsToAct();
  return seats != 0 ? std::countr_zero(seats) : -1;
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
  // The seed deals every hand of the game: a view that kept it would let the others' cards
  // be dealt again from it.
  v.seed_ = 0;
  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;
    v.play_.hands[s] = CardSet();
    v.dealt_[s] = CardSet();
    // Before everyone has passed nothing is received yet, so even that stays hidden.
    if (s != giver || phase_ == Phase::Passing) v.passed_[s] = CardSet();
  }
  return v;
}

int GameState::handSize(int seat) const {
  int n = kHandSize - play_.tricksDone;
  for (int i = 0; i < play_.trick.count; ++i)
    if (play_.trick.seatOf(i) == seat) --n;
  return n;
}

int GameState::pointsTaken(int seat) const { return penaltyPoints(rules_, play_.won[seat]); }

CardSet GameState::legalPlays() const {
  if (phase_ != Phase::Playing) return CardSet();
  return play_.legal();
}

ActionError GameState::checkPlay(int seat, Card c) const {
  if (phase_ != Phase::Playing) return ActionError::WrongPhase;
  if (seat < 0 || seat > 3) return ActionError::BadSeat;
  if (seat != toMove()) return ActionError::NotYourTurn;
  const CardSet hand = play_.hands[seat];
  if (!hand.contains(c)) return ActionError::NotInHand;
  if (legalPlays().contains(c)) return ActionError::None;
  const Trick& trick = play_.trick;
  if (trick.count == 0) {
    if (play_.tricksDone == 0) return ActionError::MustLeadTwoOfClubs;
    return ActionError::HeartsNotBroken;
  }
  if (c.suit() != trick.led() && hand.hasSuit(trick.led())) return ActionError::MustFollowSuit;
  return ActionError::NoPointsOnFirstTrick;
}

ActionError GameState::checkPass(int seat, CardSet cards) const {
  if (phase_ != Phase::Passing) return ActionError::WrongPhase;
  if (seat < 0 || seat > 3) return ActionError::BadSeat;
  if (hasPassed(seat)) return ActionError::AlreadyPassed;
  if (cards.size() != rules_.passCount) return ActionError::WrongPassCount;
  if (!play_.hands[seat].containsAll(cards)) return ActionError::NotInHand;
  return ActionError::None;
}

bool GameState::subtractAllowed(int seat) const {
  return rules_.moonSubtractAbove < 0 || scores_[seat] > rules_.moonSubtractAbove;
}

ActionError GameState::checkMoonChoice(int seat, MoonChoice c) const {
  if (phase_ != Phase::MoonChoice) return ActionError::WrongPhase;
  if (seat != toMove()) return ActionError::NotYourTurn;
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
      return std::string("You must follow suit (") + suitName(play_.trick.led()) + ")";
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
  for (int s = 0; s < 4; ++s) play_.hands[s] -= passed_[s];
  for (int s = 0; s < 4; ++s) play_.hands[passTarget(s, passDir_)] |= passed_[s];
  beginPlay();
}

void GameState::play(Card c) {
  assert(checkPlay(toMove(), c) == ActionError::None);
  const std::uint8_t leader = play_.trick.leader;
  play_.play(c);
  if (play_.trick.count == 0) recordTrick(leader);
}

// The trick just completed goes into the history; after the thirteenth the hand is scored.
void GameState::recordTrick(std::uint8_t leader) {
  const int i = play_.tricksDone - 1;
  tricks_[i] = play_.trick.cards;
  leaders_[i] = leader;
  winners_[i] = play_.trick.leader;
  if (play_.over()) finishHand();
}

void GameState::finishHand() {
  std::array<int, 4> points{};
  int shooter = -1;
  for (int s = 0; s < 4; ++s) {
    points[s] = penaltyPoints(rules_, play_.won[s]);
    if (play_.won[s].containsAll(kPointCards)) shooter = s;
  }
  if (shooter >= 0 && rules_.moon == MoonRule::ShooterChooses && subtractAllowed(shooter)) {
    phase_ = Phase::MoonChoice;
    lastHand_ = HandResult{};
    lastHand_.handNumber = handNumber_;
    lastHand_.points = points;
    lastHand_.moonShooter = shooter;
    return;
  }
  applyResult(scoreHand(rules_, scores_, points, shooter, MoonChoice::AddToOthers));
}

void GameState::chooseMoon(MoonChoice c) {
  assert(checkMoonChoice(toMove(), c) == ActionError::None);
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
