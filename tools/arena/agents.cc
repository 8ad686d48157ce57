#include "arena/agents.h"

#include <chrono>
#include <cstdio>

#include "arena/sparring.h"

namespace hearts::arena {

namespace {

Clock::time_point after(double ms) {
  return Clock::now() + std::chrono::microseconds(static_cast<std::int64_t>(ms * 1000.0));
}

std::string formatMs(double ms) {
  return std::to_string(static_cast<long long>(ms + 0.5)) + " ms";
}

}  // namespace

void FaultBoard::report(FaultRecord record, bool replace) {
  std::lock_guard lock(mutex_);
  if (log_) *log_ << "hearts-arena: " << record.message << '\n' << std::flush;
  if (replace) replaced_[static_cast<std::size_t>(record.player)] = true;
  faults_.push_back(std::move(record));
}

std::vector<FaultRecord> FaultBoard::faults() const {
  std::lock_guard lock(mutex_);
  return faults_;
}

void FaultBoard::setName(int player, const std::string& name) {
  std::lock_guard lock(mutex_);
  names_[static_cast<std::size_t>(player)] = name;
}

std::string FaultBoard::name(int player, const std::string& otherwise) const {
  std::lock_guard lock(mutex_);
  const std::string& n = names_[static_cast<std::size_t>(player)];
  return n.empty() ? otherwise : n;
}

// --- built-in bots -------------------------------------------------------------------------

BuiltinAgent::BuiltinAgent(std::string level, ai::Budget budget)
    : level_(std::move(level)), budget_(budget) {
  parseBotSpec(level_, config_);
}

void BuiltinAgent::startMatch(std::uint64_t botSeed) {
  const int told = watchedShooter();
  matchConfig_ = config_;
  if (told > 0) matchConfig_.config.toldShooter = told;
  bot_ = makeBot(botSeed);
  if (player_ < 0) return;
  ++matches_;
  if (told > 0) ++toldMatches_[static_cast<std::size_t>(told)];
}

void BuiltinAgent::seedDecision(std::uint64_t seed) { bot_ = makeBot(seed); }

std::unique_ptr<ai::Bot> BuiltinAgent::makeBot(std::uint64_t seed) const {
  if (isSparringLevel(level_)) return makeSparringBot(level_, seed);
  return arena::makeBot(matchConfig_, seed);
}

void BuiltinAgent::watchMoons(int player, std::ostream* log) {
  player_ = player;
  log_ = log;
}

void BuiltinAgent::handOver(const Match& match, int seat) {
  if (player_ < 0 || match.hands().empty()) return;
  for (int offset = 1; offset < 4; ++offset) {
    const std::vector<int> signs = ai::moonTrySigns(match, (seat + offset) & 3, match.hands().size() - 1);
    if (!signs.empty())
      watch_[static_cast<std::size_t>(offset)].observe(signs.back() >= ai::kMoonTrySigns);
  }
}

int BuiltinAgent::watchedShooter() const {
  int told = 0;
  for (int offset = 1; offset < 4; ++offset) {
    const ai::MoonWatch& w = watch_[static_cast<std::size_t>(offset)];
    const ai::MoonWatch& best = watch_[static_cast<std::size_t>(told)];
    if (w.likelyShooter() && (told == 0 || w.tries * best.hands > best.tries * w.hands)) told = offset;
  }
  return told > 0 && canBeTold(config_) ? told : 0;
}

void BuiltinAgent::finish() {
  if (player_ < 0 || !log_) return;
  for (int offset = 1; offset < 4; ++offset) {
    const ai::MoonWatch& w = watch_[static_cast<std::size_t>(offset)];
    char line[200];
    std::snprintf(line, sizeof line,
                  "hearts-arena: player %d watched player %d: tries for the moon in %.1f of the "
                  "last %.0f hands; told a shooter in %d of %d matches\n",
                  player_, (player_ + offset) & 3, w.tries, w.hands,
                  toldMatches_[static_cast<std::size_t>(offset)], matches_);
    *log_ << line << std::flush;
  }
}

ai::Decision BuiltinAgent::decide(const GameState& state, int seat, const MoveContext&) {
  bot_->begin(state.viewFor(seat), seat, budget_);
  if (budget_.millis <= 0) {
    while (!bot_->think(std::int64_t{1} << 30)) {
    }
    return bot_->decision();
  }
  // The bot watches the clock itself; slicing here is the backstop that keeps a bot which
  // overruns from holding up the table. Small slices keep the overshoot small.
  constexpr std::int64_t kSlice = 16;
  const auto deadline = after(budget_.millis);
  while (!bot_->think(kSlice) && Clock::now() < deadline) {
  }
  return bot_->decision();
}

// --- external programs ---------------------------------------------------------------------

ExternalAgent::ExternalAgent(int player, std::string command, const Rules& rules,
                             ExternalLimits limits, FaultBoard& board,
                             std::unique_ptr<BuiltinAgent> fallback)
    : player_(player),
      command_(std::move(command)),
      rules_(rules),
      limits_(std::move(limits)),
      board_(board),
      fallback_(std::move(fallback)) {}

ExternalAgent::~ExternalAgent() {
  if (process_) process_->kill();
}

void ExternalAgent::startMatch(std::uint64_t botSeed) { fallback_->startMatch(botSeed); }

Fault ExternalAgent::endOfOutputFault(const char* when) {
  const std::string how = process_->exitDescription(std::chrono::milliseconds(500));
  if (how == "is still running")
    return Fault{FaultKind::Crashed, std::string("closed its output ") + when};
  if (process_->exitedCleanly())
    return Fault{FaultKind::ExitedEarly, std::string("exited (status 0) ") + when};
  return Fault{FaultKind::Crashed, "ended " + std::string(when) + ": it " + how};
}

bool ExternalAgent::exchange(const Message& request, bool expectAnswer, double limitMs,
                             std::string& answer, Fault& fault) {
  const std::string stray = process_->takeUnrequestedOutput();
  if (!stray.empty()) {
    const auto end = stray.find_last_not_of(" \t\r\n");
    fault = Fault{FaultKind::Garbled, "wrote " + quoteText(stray.substr(0, end + 1)) +
                                          " when nobody had asked it anything"};
    return false;
  }
  const auto deadline = after(limitMs);
  switch (process_->writeAll(request.dump() + "\n", deadline)) {
    case ChildProcess::Io::Ok: break;
    case ChildProcess::Io::Timeout:
      fault = Fault{FaultKind::Late, "did not read its input within " + formatMs(limitMs)};
      return false;
    default:
      fault = endOfOutputFault("before it was sent this message");
      return false;
  }
  if (!expectAnswer) return true;
  for (;;) {
    switch (process_->readLine(answer, deadline)) {
      case ChildProcess::Io::Ok:
        // Blank lines carry nothing; skipping them costs no one anything.
        if (answer.find_first_not_of(" \t") == std::string::npos) continue;
        return true;
      case ChildProcess::Io::Timeout:
        fault = Fault{FaultKind::Late, "gave no answer within " + formatMs(limitMs) + " (" +
                                           limits_.describe + ")"};
        if (request.value("type", "") == "hello")
          fault.what = "gave no answer to hello within " + formatMs(limitMs);
        return false;
      case ChildProcess::Io::TooLong:
        fault = Fault{FaultKind::Garbled, "wrote more than 1 MiB without a line break"};
        return false;
      case ChildProcess::Io::Closed:
        fault = endOfOutputFault("before answering");
        return false;
    }
  }
}

void ExternalAgent::fault(const Fault& f, const Message& request, const GameState* state, int seat,
                          const MoveContext& where) {
  FaultRecord r;
  r.player = player_;
  r.seat = seat;
  r.name = board_.name(player_, "ext:" + command_);
  r.kind = f.kind;
  r.request = request.value("type", "?");
  r.unit = where.unit;
  r.rotation = where.rotation;
  r.handNumber = state ? state->handNumber() : request.value("hand_number", 0);
  r.trick = state && state->phase() == Phase::Playing ? state->tricksPlayed() + 1 : 0;
  r.what = f.what;
  r.replacement = fallback_->level();
  r.requestMessage = request;
  std::string where_text = r.request + " request";
  if (r.request == "hand_end" || r.request == "game_end") where_text = r.request + " notice";
  if (r.unit >= 0) where_text += ", match " + std::to_string(r.unit + 1);
  if (r.rotation > 0) where_text += " rotation " + std::to_string(r.rotation);
  if (r.handNumber > 0) where_text += ", hand " + std::to_string(r.handNumber);
  if (r.trick > 0) where_text += ", trick " + std::to_string(r.trick);
  r.message = "seat " + std::to_string(seat) + " (player " + std::to_string(player_) + ", \"" +
              r.name + "\") faulted on the " + where_text + ": " + faultKindName(f.kind) + ": it " +
              f.what + ". Request: " + request.dump() + ". The seat is handed to the built-in \"" +
              r.replacement + "\" bot for the rest of the match.";
  board_.report(std::move(r), true);
  process_->kill();
  process_.reset();
}

bool ExternalAgent::ensureStarted(int seat, const MoveContext& where) {
  if (started_) return process_ != nullptr;
  started_ = true;
  const Message hello = helloRequest(seat, rules_);
  std::string error;
  process_ = ChildProcess::start(command_, &error);
  if (!process_) {
    // Without a process there is nothing to kill; record the fault by hand.
    FaultRecord r;
    r.player = player_;
    r.seat = seat;
    r.name = "ext:" + command_;
    r.kind = FaultKind::Crashed;
    r.request = "hello";
    r.unit = where.unit;
    r.rotation = where.rotation;
    r.what = "could not be started: " + error;
    r.replacement = fallback_->level();
    r.requestMessage = hello;
    r.message = "seat " + std::to_string(seat) + " (player " + std::to_string(player_) + ", \"" +
                r.name + "\") " + r.what + "; the built-in \"" + r.replacement +
                "\" bot plays for it.";
    board_.report(std::move(r), true);
    return false;
  }
  std::string answer;
  Fault f;
  if (!exchange(hello, true, limits_.helloMs, answer, f)) {
    fault(f, hello, nullptr, seat, where);
    return false;
  }
  const auto h = checkHelloAnswer(answer, f);
  if (!h) {
    fault(f, hello, nullptr, seat, where);
    return false;
  }
  if (!h->name.empty()) board_.setName(player_, h->name);
  return true;
}

void ExternalAgent::prepare(int seat, const MoveContext& where) {
  if (!board_.replaced(player_)) ensureStarted(seat, where);
}

ai::Decision ExternalAgent::decide(const GameState& state, int seat, const MoveContext& where) {
  if (board_.replaced(player_)) {
    // Replaced in this worker or another: the process has no more part in the match.
    if (process_) process_->kill();
    process_.reset();
    return fallback_->decide(state, seat, where);
  }
  if (!ensureStarted(seat, where)) return fallback_->decide(state, seat, where);

  Message request;
  switch (state.phase()) {
    case Phase::Passing: request = passRequest(state, seat); break;
    case Phase::Playing: request = playRequest(state, seat); break;
    case Phase::MoonChoice: request = moonRequest(state, seat); break;
    default: return fallback_->decide(state, seat, where);
  }
  std::string answer;
  Fault f;
  if (exchange(request, true, limits_.moveMs, answer, f)) {
    ai::Decision d;
    bool ok = false;
    switch (state.phase()) {
      case Phase::Passing:
        if (auto cards = checkPassAnswer(answer, state, seat, f)) d.pass = *cards, ok = true;
        break;
      case Phase::Playing:
        if (auto card = checkPlayAnswer(answer, state, seat, f)) d.play = *card, ok = true;
        break;
      default:
        if (auto choice = checkMoonAnswer(answer, state, seat, f)) d.moon = *choice, ok = true;
        break;
    }
    if (ok) return d;
  }
  fault(f, request, &state, seat, where);
  return fallback_->decide(state, seat, where);
}

void ExternalAgent::notify(const Message& message, const MoveContext& where) {
  if (!process_) return;
  if (board_.replaced(player_)) {
    process_->kill();
    process_.reset();
    return;
  }
  std::string unused;
  Fault f;
  if (!exchange(message, false, limits_.moveMs, unused, f))
    fault(f, message, nullptr, where.seat, where);
}

void ExternalAgent::finish() {
  if (!process_) return;
  std::string unused;
  Fault f;
  // Saying goodbye is a courtesy: a bot that is already gone is not at fault any more.
  (void)exchange(byeNotice(), false, limits_.byeMs, unused, f);
  process_->finish(std::chrono::milliseconds(static_cast<std::int64_t>(limits_.byeMs)));
  process_.reset();
}

}  // namespace hearts::arena
