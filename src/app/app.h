// The application: the window, the renderer, the game and its screen, and one frame
// function. The loop (loop.h) drives tick() natively in a loop and on the web from the
// browser's animation frames. What the tests and benchmarks take from a frame is apart, in
// test_hooks.h.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/game_lock.h"
#include "app/keeper.h"
#include "app/language_keeper.h"
#include "app/options.h"
#include "app/persistence.h"
#include "app/platform.h"
#include "app/sound_player.h"
#include "app/storage.h"
#include "app/test_hooks.h"
#include "app/window.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "session/daily.h"
#include "session/game_session.h"
#include "ui/screen.h"
#include "ui/text.h"

namespace hearts::app {

class App {
 public:
  App(Options options, std::unique_ptr<Storage> storage);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Opens the window and starts (or restores) a game; false when the app cannot run.
  bool init();
  // One frame: input, update, draw. False when the app should end.
  bool tick();
  // Between frames, natively: 0 when the next frame is due now, else how long to wait for
  // input (milliseconds) before looking again.
  int idleWaitMs();
  // Frames are drawn back to back (--frames): the clock is virtual then.
  bool benchmarkFrames() const { return options_.frames > 0; }
  // What the program returns: not 0 when something asked for could not be done (the
  // screenshot).
  int exitCode() const { return hooks_.failed() ? 1 : 0; }

 private:
  // The deal the launch's link asked for, while the player is asked whether to give up the
  // game in progress for it.
  struct LinkedDeal {
    std::uint64_t seed = 0;
    Rules rules;
    bool seeded = false;  // the link gave the seed
    std::optional<Date> daily;  // the link asked for this day's daily deal
  };
  // What reading the saved settings found, for the notices at the start.
  struct SettingsFound {
    bool firstRun = false;    // nothing was saved yet: the welcome
    bool unreadable = false;  // the saved settings could not be read: the defaults instead
  };

  // init()'s steps, in order.
  // SDL and its font and image libraries; the clock starts.
  bool startSdl();
  // The window and its renderer, as the platform wants them (platform::prepareWindow).
  bool openWindow();
  // The fonts from the assets, else the system's; false when there are none.
  bool loadFonts(const std::string& assets);
  // The card faces and backs; drawn instead where the art cannot be read.
  void loadCardArt(const std::string& assets);
  void makeScreen();
  // The saved settings (the defaults where they cannot be read), then what the launch asked
  // for (applyLaunchSettings), kept.
  SettingsFound loadSettings();
  void applyLaunchSettings();
  // The language follows the settings (language_keeper.h); natively its words are in use at
  // once, in the page once its catalog has come (takeLanguage, each frame).
  void followLanguage();
  // A catalog that came: the screen drawn again in its words, or the player told it could
  // not be read.
  void takeLanguage();
  // The sound, the statistics, files dropped on the window or page, and the page's mirror.
  void startServices();
  // The notices at the start: the welcome, settings that could not be read, the launch's.
  void greet(const SettingsFound& found);
  // The deal the launch asked for (a daily deal, a seed, a preset or rules), if any.
  std::optional<LinkedDeal> linkedDealAsked();
  // The saved game goes on, unless a linked deal replaces it (the player is asked first
  // where that would end a game in progress); else a new game.
  void startGame(std::optional<LinkedDeal> linked);
  // True when the saved game goes on; one that had ended gives way to a linked deal.
  bool resumeSavedGame(bool linked);
  // Goes on with the game in progress when the link is to it, else plays the linked deal or
  // asks first (`linked` is kept for the answer).
  void takeLinkedDeal(LinkedDeal& linked, bool resumed);
  void playLinkedDeal(const LinkedDeal& deal);

  // tick()'s steps, in order.
  // SDL's events, the mirror's actions, the window's size and the date.
  void readInput();
  // Whether this window plays the game (game_lock.h): when another took it or has it, the
  // window stops and says so; when it has it again, it goes on with what was saved last.
  void followLock();
  // The game goes on to time `t` (the bots think); what happened is shown, said and heard.
  void play(double t);
  // The game saved when it changed, its end counted in the statistics.
  void keepRecords();
  // The picture drawn and shown, then the mirror and the test hooks told.
  void drawFrame(double t);
  // The page's DOM mirror (mirror.h), when what it shows changed.
  void publishMirror(double t);

  double now() const;
  void handle(const SDL_Event& e);
  // While the player's name is typed: SDL's text input on natively, the page's prompt on the web.
  void followTyping();
  // What an input asked of the app (ui::UiRequest): a request carried out, or a setting
  // changed. The app owns the settings: changeSetting is the one place they change; the game
  // follows them and the screen is given them to draw with.
  void apply(const ui::UiRequest& r);
  void carryOut(ui::AppRequest r);
  void changeSetting(const ui::SettingChange& change);
  void newGame(std::uint64_t seed);
  void newGame(std::uint64_t seed, const Rules& rules);
  // The daily deal of `date` (session/daily.h), told as a first try, a replay or practice.
  void playDaily(Date date);
  // `counts`: the game's end counts in the statistics. `daily`: the daily deal it is;
  // `expert`: the expert's game in the player's chair as a record kept it.
  void beginGame(Match match, bool counts = true, std::optional<DailyTag> daily = {},
                       const Match* expert = nullptr);
  // Today's date, UTC.
  Date today() const;
  void shareDaily();
  void openFile(const platform::ReceivedFile& file);
  // Save game: the platform's download or dialog; what became of it comes to tell().
  void exportGame();
  // What became of a Save game or Open game, in a notice (none for a cancelled dialog).
  void tell(const platform::FileOutcome& outcome);
  void shareDeal();
  // A notice for the player (the page's screen reader hears it too, from the mirror).
  void notify(const std::string& text);
  // A notice about something that went wrong in the program or its storage: also logged
  // (stderr, the page's console), which is kept for such faults.
  void fault(const std::string& text);
  void updateSize();
  void save();
  // The game, the settings and the statistics may be written: this window plays the game
  // and the saved game could be read.
  bool mayWrite();
  // The game as saved last, by this window or another: the settings, the statistics and the
  // game read again (Play here, or a save refused because another window saved since).
  void reloadSaved();
  // Milliseconds since 1970 on the system's clock, which every window shares.
  static std::int64_t wallMs();

  // What a new game's seed follows: the last game's seed, and whether the player gave one
  // (then the next is derived from it, else drawn afresh).
  struct Seeds {
    std::uint64_t last = 0;
    bool given = false;
  };
  // Whether the game and the settings may be saved (not when the saved game could not be
  // read, so that it is not overwritten), and the record's version saved last.
  struct Saving {
    bool allowed = true;
    std::uint64_t version = 0;
    GameLock::Hold hold = GameLock::Hold::Asking;  // as the frame last found it
    bool takingOver = false;  // Play here was pressed: the game is read again once held
    // A launch's deal begun before this window held the game, not saved: asked again (or
    // begun) once Play here has read the saved game.
    std::optional<LinkedDeal> unsavedLink;
  };
  // The frames drawn, and the clock's start: `--frames` runs on a virtual clock of frames.
  struct Clock {
    int frame = 0;
    double startTicks = 0;
  };
  // The fonts, the card art and the painter that draws cards with them.
  struct Drawing {
    std::unique_ptr<ui::Text> text;
    std::unique_ptr<ui::CardArt> art;
    std::unique_ptr<ui::CardPainter> cards;
  };

  Options options_;
  std::unique_ptr<Storage> storage_;
  std::unique_ptr<GameLock> lock_;
  GameSlot slot_;
  ui::UiSettings settings_;
  LanguageKeeper language_;
  Saving saving_;
  Window window_;
  Drawing drawing_;
  std::unique_ptr<ui::Screen> screen_;
  std::unique_ptr<session::GameSession> game_;
  std::unique_ptr<SoundPlayer> sound_;
  StatisticsKeeper stats_;
  TestHooks hooks_;
  Seeds seeds_;
  std::optional<LinkedDeal> linkedDeal_;
  Clock clock_;
  bool quit_ = false;
  std::string mirrored_;  // the page's DOM mirror as last published
};

}  // namespace hearts::app
