#include "session/bot_runner.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <utility>

#include "ai/bot.h"
#include "ai/levels.h"
#include "ai/random_bot.h"
#include "ai/table_seeds.h"

namespace hearts::session {

namespace {

double steadyMillis() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

BotRunner::BotRunner(std::uint64_t seed, Clock wall, Factory factory)
    : seed_(seed),
      wall_(wall ? std::move(wall) : Clock(steadyMillis)),
      factory_(factory ? std::move(factory)
                       : Factory([](const ai::BotConfig& config, std::uint64_t s) {
                           return ai::makeBot(config, s);
                         })) {}

std::uint64_t tableSeed(std::uint64_t gameSeed) { return ai::tableSeed(gameSeed); }

ai::BotConfig BotRunner::botFor(int seat) const {
  ai::BotConfig config;
  config.level = levels_.value_or(TableLevels()).of(seat);
  if (watched_ >= 0 && watched_ != seat && ai::canBeTold(config.level))
    config.toldShooter = (watched_ - seat + 4) & 3;
  return config;
}

std::unique_ptr<ai::Bot> BotRunner::makeBot(const ai::BotConfig& config, std::uint64_t seed) const {
  auto bot = factory_(config, seed);
  if (!bot) bot = std::make_unique<ai::RandomBot>(seed);
  return bot;
}

BotRunner::~BotRunner() = default;
BotRunner::BotRunner(BotRunner&&) noexcept = default;
BotRunner& BotRunner::operator=(BotRunner&&) noexcept = default;

void BotRunner::seat(const TableLevels& levels, unsigned seats) {
  levels_ = levels;
  seats_ = seats & 0xFu;
  seat_ = -1;
}

void BotRunner::begin(int seat, const GameState& view, double budgetMs, std::uint64_t moment) {
  bot_ = makeBot(botFor(seat), ai::decisionSeed(seed_, seat, moment));
  seat_ = seat;
  phase_ = view.phase();
  slicer_.start(wall_(), budgetMs);
  decided_ = false;
  ai::Budget budget;
  budget.millis = budgetMs;
  bot_->begin(view, seat, budget);
}

bool BotRunner::think(double wallDeadline) {
  if (seat_ < 0) return false;
  if (decided_) return true;
  // Past its budget a bot's best answer so far is taken; decision() is always legal.
  if (!slicer_.run(wall_, wallDeadline, [this](std::int64_t units) { return bot_->think(units); }))
    return false;
  decided_ = true;
  const double ms = slicer_.elapsedMs();
  ++timing_.decisions;
  timing_.totalMs += ms;
  timing_.maxMs = std::max(timing_.maxMs, ms);
  timing_.busyMs += slicer_.busyMs();
  return true;
}

ai::Decision BotRunner::take() {
  const ai::Decision d = bot_->decision();
  seat_ = -1;
  return d;
}

}  // namespace hearts::session
