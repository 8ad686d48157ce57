#include "session/expert_chair.h"

#include <algorithm>
#include <limits>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/table_seeds.h"
#include "session/seats.h"

namespace hearts::session {

std::vector<ExpertHand> compareHands(const Match& player, const Match& expert) {
  std::vector<ExpertHand> out;
  const std::size_t n = std::min(player.hands().size(), expert.hands().size());
  for (std::size_t i = 0; i < n; ++i)
    out.push_back({player.hands()[i].handNumber, player.hands()[i].delta[kPlayerSeat],
                   expert.hands()[i].delta[kPlayerSeat]});
  return out;
}

int pointsOverExpert(const std::vector<ExpertHand>& hands) {
  int d = 0;
  for (const ExpertHand& h : hands) d += h.player - h.expert;
  return d;
}

ExpertChair::ExpertChair(const Rules& rules, std::uint64_t seed) : game_(rules, seed) {}
ExpertChair::~ExpertChair() = default;
ExpertChair::ExpertChair(ExpertChair&&) noexcept = default;
ExpertChair& ExpertChair::operator=(ExpertChair&&) noexcept = default;

bool ExpertChair::restore(const Match& expertGame) {
  if (!(expertGame.rules() == game_.rules()) || expertGame.seed() != game_.seed()) return false;
  game_ = expertGame;
  broken_ = false;
  bot_.reset();
  seat_ = -1;
  return true;
}

bool ExpertChair::dueFor(int handNumber) const {
  const GameState& s = game_.state();
  const int upTo = std::max(target_, handNumber);
  if (broken_ || s.phase() == Phase::GameOver) return false;
  if (s.phase() == Phase::HandOver) return s.handNumber() < upTo;
  return s.handNumber() <= upTo;
}

void ExpertChair::begin(const BotRunner& table) {
  const GameState& s = game_.state();
  seat_ = ai::seatToDecide(s);
  ai::BotConfig expert;
  expert.level = ai::BotLevel::Expert;
  bot_ = table.makeBot(seat_ == kPlayerSeat ? expert : table.botFor(seat_),
                       ai::decisionSeed(table.seed(), seat_, ai::decisionMoment(game_)));
  // The level's own budget of playouts and no clock: the same decisions on every machine.
  bot_->begin(s.viewFor(seat_), seat_, ai::Budget{});
  slicer_.start(table.wallNow(), std::numeric_limits<double>::infinity());
}

void ExpertChair::think(const BotRunner& table, double wallDeadline) {
  const double calledAt = table.wallNow();
  thinkUntil(table, wallDeadline);
  longestCallMs_ = std::max(longestCallMs_, table.wallNow() - calledAt);
}

void ExpertChair::thinkUntil(const BotRunner& table, double wallDeadline) {
  while (thinking()) {
    if (game_.state().phase() == Phase::HandOver) game_.startNextHand();
    if (!bot_) begin(table);
    const bool done = slicer_.run(table.wall(), wallDeadline,
                                  [this](std::int64_t units) { return bot_->think(units); });
    if (!done) break;
    busyMs_ += slicer_.busyMs();
    ++decisions_;
    const GameState& s = game_.state();
    Action a = ai::actionFor(s, seat_, bot_->decision());
    // decision() is always legal; should a bot ever answer otherwise, the expert's game
    // stops here rather than go on with a card the rules refuse.
    if (game_.apply(a) != ActionError::None) {
      broken_ = true;
      break;
    }
    bot_.reset();
    seat_ = -1;
    if (table.wallNow() >= wallDeadline) break;
  }
}

}  // namespace hearts::session
