// The state of the screen for the end-to-end tests, as JSON; on the web it becomes
// window.heartsTest after every drawn frame. It reports the frame as drawn (frame_view.h), with
// the session and the screen model. Read-only: input still goes through the canvas. Coordinates are CSS
// pixels from the canvas's top-left corner.
//   phase        the engine's phase: passing, playing, moon_choice, hand_over, game_over
//   stage        what the screen shows: passing, pass_waiting, exchange, playing,
//                moon_choice, hand_summary, game_over
//   idle         nothing moves and no bot at the table thinks: the game waits for the
//                player, and no frame is drawn until something happens (the expert in the
//                player's chair may be at work behind the table)
//   handNumber, toMove (seat whose turn it is, -1 when nobody's), passCount,
//   passDirection, tricksPlayed, heartsBroken, preset, level, seed
//   cards        the player's hand, left to right: {card:"QS", x, y, w, h (a part of the
//                card no other covers: click its middle), legal (may be clicked now),
//                selected (chosen to pass), received (just passed in), hint, hintBest}
//   buttons      what can be pressed: {id, x, y, w, h, enabled}; ids: pass, continue,
//                new_game, moon_add, moon_subtract, menu, menu_close, scores,
//                scores_close, preset:<name>, level:<name>, speed:normal, speed:fast, claim,
//                hint, undo, tracker, hand:<n> (a row of the score sheet). A button among a
//                sheet's rows that scroll is reported by the part of it in sight, and not at
//                all while it is scrolled out of sight
//   sheetScroll  the open sheet's rows that scroll, where it is taller than the window:
//                {offset, range} (0 shows the first rows, range the last); null for none
//   scoreSheet, menu, moonChoice   which overlay is open; overlay: the sheet the player
//                opened (none, menu, scores, last_trick, review, statistics, confirm_reset,
//                custom_rules, confirm_new_game, confirm_linked_deal, tracker);
//                sheet: the words on the sheet that is up; canUndo, undos, hints,
//                tracker (hands in which the played-cards tracker was opened), played
//                (the cards played this hand, those on the table included),
//                canClaim (the rest of the hand is decided and the player may claim it: K)
//   canHint, hint {ready, passing, gameAtStake, options [{cards, expected, cost}] best
//                first, playouts, thinkMs}; each card's hint (expected points) and hintBest
//   analysis     the last hand's {hand, done, judged, decisions, costly [{trick (-1: the
//                pass), played, better, cost}] (every costly decision, in order of play),
//                thinkMs}
//   scores, pointsThisHand, takenThisHand (each seat's cards that count, as the plates show
//   them), handsPlayed, table [{card, seat}], winners [seats]
//   message      the status line; notices: the notes up or waiting, newest first (odd URL
//                values, a saved game that could not be read, confirmations); noticeBoxes:
//                those drawn now {x, y, w, h, text (the first line)}
//   expertChair  the expert in the player's chair, once begun: {on, hands [{hand, you,
//                expert}] (each hand both have finished), pending (the expert is still at the
//                hand the player has finished), expertHands, expertActions, decisions,
//                busyMs (its thinking so far), longestCallMs (the most one frame gave it)}
//   daily        a daily deal's {date, onTheDay}; today: the UTC date the screen uses
//   botDecisions, botMsTotal, botMsMax, botMsBusy   the bots' waits (session/bot_runner.h)
//   framesDrawn  counts drawn frames (an idle page draws none); canvas {width, height, dpr}
#pragma once

#include <cstdint>
#include <string>

#include "session/game_session.h"
#include "ui/frame_view.h"
#include "ui/screen_model.h"

namespace hearts::ui {

struct FrameInfo {
  bool idle = false;
  std::uint64_t framesDrawn = 0;
};

const char* overlayName(Overlay o);

// `shown`: what the frame shows (frame_view.h).
std::string testState(const session::GameSession& game, const ScreenModel& model, const FrameView& shown,
                      const FrameInfo& frame, double now);

}  // namespace hearts::ui
