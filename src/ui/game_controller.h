// The flow of a game as the player sees it: the Match, the three bots thinking in slices, and
// the pacing that makes their cards travel, a finished trick stay in view and then go to its
// winner. No SDL here: the view asks this class what to draw, and tests drive it with a
// virtual clock.
//
// Two clocks: `now` (milliseconds, passed to update() and the input calls) paces animations
// and may be virtual; the wall clock given at construction bounds how long the bots think,
// because their budget is real time.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/bot.h"
#include "core/match.h"

namespace hearts::ui {

struct Pacing {
  double flightMs = 300;      // a played card travelling to the table
  double botDelayMs = 520;    // least time from one card landing to a bot's next card
  double trickHoldMs = 1150;  // a full trick stays in view
  double collectMs = 420;     // then slides to its winner
  double passMs = 450;        // passed cards leave, then received ones arrive
  double botBudgetMs = 1000;  // the most a bot may think about one decision (wall clock)
  double messageMs = 2800;    // how long a notice stays before the default text returns

  static Pacing normal() { return {}; }
  // Short delays for tests and impatient players; bots still think, but briefly.
  static Pacing fast() { return {40, 0, 120, 60, 60, 150, 2800}; }
};

// A card on the table: who played it and when (its flight starts then).
struct TableCard {
  Card card;
  int seat = 0;
  double playedAt = 0;
};

enum class Stage : std::uint8_t {
  Passing,      // the player picks cards (the bots pick theirs meanwhile)
  PassWaiting,  // the player has passed; the bots have not all decided yet
  Exchange,     // passed cards leave and received ones arrive
  Playing,      // tricks, including a full one being shown and collected
  MoonChoice,   // the player shot the moon and chooses how it counts
  HandSummary,  // the score sheet after a hand
  GameOver,     // the final score sheet
};

const char* stageName(Stage s);

// Names at the table: 0 is the player ("You"), then left, across, right.
const char* playerName(int seat);

// The order the player's hand is shown in: clubs, diamonds, spades, hearts (colours
// alternate), each from two to ace.
std::vector<Card> displayOrder(CardSet hand);

class GameController {
 public:
  using Clock = std::function<double()>;  // wall-clock milliseconds
  using BotFactory =
      std::function<std::unique_ptr<ai::Bot>(std::string_view level, std::uint64_t seed)>;

  // A new game, or one restored from a record. `level` names the bots ("random", "easy", ...);
  // an unknown level falls back to "random". Bots come from ai::makeBot unless a factory is
  // given (tests).
  GameController(Match match, std::string level, Pacing pacing, std::uint64_t botSeed,
                 double now, Clock wallClock = {}, BotFactory factory = {});

  const Match& match() const { return match_; }
  const GameState& state() const { return match_.state(); }
  Stage stage() const { return stage_; }
  const std::string& level() const { return level_; }
  void setLevel(const std::string& level);
  const Pacing& pacing() const { return pacing_; }
  void setPacing(const Pacing& p) { pacing_ = p; }
  // The player's seat is played by a bot too, and hands follow each other by themselves
  // (demonstrations and smoke tests).
  void setAutoplay(bool on);
  bool autoplay() const { return autoplay_; }
  // Grows by one with every action applied to the match (the app saves when it changes).
  std::uint64_t version() const { return version_; }

  // Advance bots and timers. Bots think for at most `thinkMs` of wall-clock time per call.
  void update(double now, double thinkMs);
  // Is anything moving or thinking? If not, nothing changes until the player acts.
  bool busy(double now) const;

  // --- the player's actions; each returns false (and sets a message) when refused -------
  bool clickCard(Card c, double now);
  bool confirmPass(double now);
  bool chooseMoon(MoonChoice c, double now);
  bool continueAfterHand(double now);  // HandSummary -> the next hand
  // A tap on the table while a finished trick is shown sends it on its way at once.
  void hurry(double now);

  // --- what to show ---------------------------------------------------------------------
  CardSet selection() const { return selection_; }
  bool canConfirmPass() const;
  // Cards just received in the pass, marked until the player's first card of the hand.
  CardSet receivedMark() const { return receivedMark_; }
  int passTargetSeat() const;  // who gets the player's cards (-1 on a hand without passing)
  int passSourceSeat() const;  // who gives the player cards
  CardSet passedByPlayer() const { return passedByPlayer_; }
  double exchangeStartedAt() const { return exchangeAt_; }

  const std::vector<TableCard>& table() const { return table_; }
  // A full trick: when it started being shown; the winner it slides to; 0..1 progress.
  bool trickFull() const { return table_.size() == 4; }
  int trickWinner() const { return trickWinner_; }
  double collectProgress(double now) const;
  double flightProgress(const TableCard& c, double now) const;
  double exchangeProgress(double now) const;  // 0..2: leaving, then arriving

  // Points shown on the plates: updated when a trick reaches its winner, not before.
  const std::array<int, 4>& shownPoints() const { return shownPoints_; }
  // Cards still in each hand as shown (a card leaves the hand when it is played).
  int shownHandSize(int seat) const { return state().handSize(seat); }
  // May the player play a card now, and which?
  bool playerToPlay() const;
  CardSet legalForPlayer() const;
  int thinkingSeat() const { return thinking_ ? thinking_->seat : -1; }
  // Something on the table moves (a card in flight, a full trick held or collected, passed
  // cards travelling): the picture changes with every frame. A bot thinking, or waiting for
  // its turn's pacing, moves nothing.
  bool moving(double now) const { return stage_ == Stage::Exchange || tableBusy(now); }
  // How long the bots' decisions took, from the first slice to the answer (wall clock,
  // frames in between included): what a player waits on a bot, pacing aside.
  struct BotTiming {
    int decisions = 0;
    double totalMs = 0;
    double maxMs = 0;
    double busyMs = 0;  // the part spent inside think() calls
  };
  const BotTiming& botTiming() const { return botTiming_; }
  int seatToMove() const;  // whose turn it is as shown, -1 when nobody's

  std::string message(double now) const;
  bool messageIsError(double now) const;
  // Non-empty once: a notice for the app (e.g. "Level medium is not available").
  std::string takeNotice();
  // With nothing busy: the time the picture changes by itself next (a notice expiring), or
  // infinity.
  double wakeAt(double now) const;

 private:
  struct Thinking {
    int seat = -1;
    Phase phase = Phase::Passing;
    double wallStart = 0;
    std::int64_t units = 8;
    double busyMs = 0;
    bool done = false;
  };

  void enterStageFromState(double now);
  bool botSeat(int seat) const { return seat != 0 || autoplay_; }
  void startThinking(int seat, double now);
  void startExchange(double now);
  bool thinkSlice(double wallDeadline);
  void applyBotDecision(double now);
  void applied();
  void noteHeartsBroken(int seat, Card c, double now);
  void setMessage(std::string text, bool error, double now);
  double lastLandedAt() const;
  double trickShownAt() const;
  bool tableBusy(double now) const;
  void finishCollect(double now);
  std::string defaultMessage(double now) const;

  Match match_;
  std::string level_;
  Pacing pacing_;
  std::uint64_t botSeed_;
  Clock wall_;
  BotFactory factory_;
  std::array<std::unique_ptr<ai::Bot>, 4> bots_{};
  std::optional<Thinking> thinking_;
  BotTiming botTiming_;
  Stage stage_ = Stage::Passing;
  std::uint64_t version_ = 0;

  CardSet selection_;
  CardSet receivedMark_;
  CardSet passedByPlayer_;
  double exchangeAt_ = -1e9;
  std::vector<TableCard> table_;
  int trickWinner_ = -1;
  double collectStartOverride_ = -1;  // set by hurry()
  std::array<int, 4> shownPoints_{};
  double turnReadyAt_ = 0;    // a bot may play from this time on
  double thinkingSince_ = 0;  // when the bot now thinking began (animation clock)

  std::string message_;
  bool messageError_ = false;
  double messageUntil_ = -1;
  std::string notice_;
  bool autoplay_ = false;
  Stage seenStage_ = Stage::Passing;
  double stageSince_ = 0;
};

}  // namespace hearts::ui
