// The screen's state: its size, settings and notices, and what it shows (the sheet open, the
// hand, the buttons). Input: screen_input.cc (pointer, buttons) and screen_keys.cc (keyboard).
#include "ui/screen_model.h"

#include <algorithm>

#include "core/rules.h"
#include "session/review.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::ui {

using session::Stage;

void ScreenModel::setSession(session::GameSession* s) {
  game_ = s;
  overlay_ = Overlay::None;
  flightFrom_.clear();
  hoverCard_ = -1;
  dirty_ = true;
}

void ScreenModel::setSettings(const UiSettings& s) {
  // A card tapped once waits for a second tap only while the setting asks for it.
  if (!s.confirmCard) pendingCard_.reset();
  settings_ = s;
  dirty_ = true;
}

void ScreenModel::setCardAspect(float a) {
  aspect_ = a;
  resize(layout_.width, layout_.height, layout_.dpr);
}

void ScreenModel::setTouch(bool touch) {
  touch_ = touch;
  resize(layout_.width, layout_.height, layout_.dpr);
}

void ScreenModel::resize(float pixelW, float pixelH, float dpr) {
  LayoutParams p;
  p.width = pixelW;
  p.height = pixelH;
  p.dpr = dpr;
  p.cardAspect = aspect_;
  p.touch = touch_;
  layout_ = layoutTable(p);
  flightFrom_.clear();
  dirty_ = true;
}

std::vector<Rect> ScreenModel::noticeKeepClear() const { return noticeKeepClear(buttons()); }

std::vector<Rect> ScreenModel::noticeKeepClear(const std::vector<Button>& buttons) const {
  std::vector<Rect> keep;
  for (const Button& b : buttons) keep.push_back(b.rect);
  // Over a sheet only its buttons matter; the table behind it is covered anyway.
  if (!tableOpen()) return keep;
  const TableLayout& l = layout_;
  keep.insert(keep.end(), l.plate.begin(), l.plate.end());
  keep.insert(keep.end(), l.pile.begin(), l.pile.end());
  keep.push_back(l.status);
  keep.push_back(l.caption);
  keep.push_back(l.heartsMark);
  keep.push_back(l.handArea);
  if (game_) {
    const Stage stage = game_->table().stage();
    if (stage == Stage::Passing || stage == Stage::PassWaiting) keep.push_back(l.passArrow);
    // Where the cards of a trick land, from the exchange on, whether or not one is there yet:
    // a notice does not jump away when the first card arrives.
    else keep.insert(keep.end(), l.trick.begin(), l.trick.end());
    for (int seat = 1; seat < 4; ++seat)
      for (const BackPlacement& b : layoutBacks(l, seat, game_->state().handSize(seat))) {
        const float reach = std::max(l.backW, l.backH);  // whatever its angle
        keep.push_back(Rect::centeredAt(b.center, reach, reach));
      }
  }
  return keep;
}

std::vector<Notices::Box> ScreenModel::noticeBoxes(double now) const { return noticeBoxes(buttons(), now); }

std::vector<Notices::Box> ScreenModel::noticeBoxes(const std::vector<Button>& buttons, double now) const {
  return notices_.boxes(layout_, metrics_, noticeKeepClear(buttons), now);
}

bool ScreenModel::askLinkedDeal(std::string deal) {
  if (!gameInProgress()) return false;
  linkedDeal_ = std::move(deal);
  overlay_ = Overlay::ConfirmLinkedDeal;
  keyButton_.reset();
  dirty_ = true;
  return true;
}

void ScreenModel::holdWaitingNotices(double now) {
  notices_.holdWaiting(layout_, metrics_, noticeKeepClear(), now);
}

// --- what is shown --------------------------------------------------------------------------

bool ScreenModel::sheetVisible() const {
  if (!game_) return false;
  return overlay_ == Overlay::Scores || game_->table().stage() == Stage::HandSummary ||
         game_->table().stage() == Stage::GameOver;
}

bool ScreenModel::moonDialogVisible() const {
  return game_ && game_->table().stage() == Stage::MoonChoice && game_->state().firstToAct() == session::kPlayerSeat;
}

std::optional<SheetView> ScreenModel::sheet() const {
  if (!game_) return std::nullopt;
  const SheetContext c{layout_, metrics_, *game_, settings_, levels_, statistics_, today_};
  switch (overlay_) {
    case Overlay::Menu: return menuSheet(c, menuTab_);
    case Overlay::Scores: return scoreSheet(c, true);
    case Overlay::LastTrick: return lastTrickSheet(c, lastTrickAsked_);
    case Overlay::Review: return reviewSheet(c, reviewHand_, reviewStep_, reviewExpert_);
    case Overlay::Statistics: return statisticsSheet(c, statsTab_);
    case Overlay::ConfirmDaily: return confirmDailyDialog(c);
    case Overlay::ConfirmReset: return confirmResetDialog(c);
    case Overlay::CustomRules: return customRulesSheet(c);
    case Overlay::ConfirmNewGame: return confirmNewGameDialog(c);
    case Overlay::ConfirmLinkedDeal: return confirmLinkedDealDialog(c, linkedDeal_);
    case Overlay::Tracker: return trackerSheet(c);
    case Overlay::None: break;
  }
  if (sheetVisible()) return scoreSheet(c, false);
  if (moonDialogVisible()) return moonDialog(c);
  return std::nullopt;
}

std::vector<Card> ScreenModel::shownHandCards(double now) const {
  if (!game_) return {};
  CardSet hand = game_->state().hand(session::kPlayerSeat);
  if (game_->table().stage() == Stage::Exchange && game_->table().exchangeProgress(now) < 1)
    hand -= game_->table().playerPass().received;
  return session::displayOrder(hand);
}

HandView ScreenModel::handView(double now) const {
  HandView v;
  if (!game_) return v;
  const std::vector<Card> cards = shownHandCards(now);
  // Chosen cards stand up; passed ones stay up until the others have passed too.
  CardSet up;
  if (game_->table().stage() == Stage::Passing) up = game_->desk().selection();
  if (game_->table().stage() == Stage::PassWaiting) up = game_->table().playerPass().passed;
  if (const auto p = pendingPlay()) up.add(*p);
  std::uint32_t mask = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (up.contains(cards[i])) mask |= 1u << i;
  v.layout = layoutHand(layout_, static_cast<int>(cards.size()), mask);
  const HandLayout& hl = v.layout;
  const bool myTurn = game_->table().playerToPlay();
  const CardSet legal = game_->desk().legalForPlayer();
  const bool passing = game_->table().stage() == Stage::Passing;
  const bool open = tableOpen();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Card c = cards[i];
    const int index = static_cast<int>(i);
    CardView cv;
    cv.card = c;
    cv.rect = hl.cards[i];
    cv.visible = hl.visible[i];
    const bool actionable = (myTurn && legal.contains(c)) || passing;
    cv.playable = open && actionable;
    cv.dim = myTurn && !legal.contains(c);
    cv.raised = up.contains(c);
    cv.chosen = game_->desk().selection().contains(c);
    cv.received = game_->table().playerPass().received.contains(c);
    cv.focused = index == keyFocus_;
    cv.hovered = (index == hoverCard_ || index == keyFocus_) && actionable;
    if (touchPress_ && touchPress_->dragging && touchPress_->card == c && open) {
      const float dx = touchPress_->at.x - touchPress_->from.x;
      const float dy = touchPress_->at.y - touchPress_->from.y;
      cv.rect = cv.rect.offset(dx, dy);
      cv.visible = cv.visible.offset(dx, dy);
      cv.dragged = true;
    }
    markHint(cv);
    v.cards.push_back(cv);
  }
  return v;
}

void ScreenModel::markHint(CardView& cv) const {
  const auto& hint = game_->coach().hint();
  if (!hint || !hint->ready || hint->options.empty()) return;
  cv.hintBest = hint->best().contains(cv.card);
  if (hint->passing) return;
  for (const session::Hint::Option& o : hint->options)
    if (o.cards.contains(cv.card)) cv.hintPoints = o.expectedPoints;
}

std::optional<Rect> ScreenModel::flightFrom(Card c) const {
  if (auto it = flightFrom_.find(c.index); it != flightFrom_.end()) return it->second;
  return std::nullopt;
}

int ScreenModel::thinkingDot(double now) const {
  if (!game_ || game_->botThinking(now) < 0) return -1;
  return static_cast<int>(static_cast<long long>(now / 300) % 3);
}

int ScreenModel::tricksShown(int seat) const {
  if (!game_) return 0;
  const GameState& s = game_->state();
  const int shown = s.tricksPlayed() - (game_->table().timeline().full() ? 1 : 0);
  int n = 0;
  for (int i = 0; i < shown; ++i) n += s.trickWinner(i) == seat;
  return n;
}

std::vector<Button> ScreenModel::tableButtons() const {
  std::vector<Button> out;
  if (game_->table().stage() == Stage::Passing)
    out.push_back({ButtonId::Pass, "", "Pass", layout_.primaryButton, game_->desk().canConfirmPass()});
  // On the message line, where no card of the trick lies.
  if (game_->desk().canClaim())
    out.push_back({ButtonId::Claim, "", "Claim the rest", layout_.claimButton});
  if (game_->desk().undoAllowed())
    out.push_back({ButtonId::TakeBack, "", "Undo", layout_.undoButton, game_->desk().canUndo()});
  if (game_->coach().hintsAllowed())
    out.push_back({ButtonId::Hint, "", "Hint", layout_.hintButton, game_->coach().canHint()});
  if (game_->coach().canTrack())
    out.push_back({ButtonId::Tracker, "", "Cards", layout_.trackerButton});
  // The daily deal, offered on the first screen of a game: before the player has done
  // anything in it.
  if (!game_->daily() && game_->state().handNumber() == 1 && !gameInProgress() &&
      (game_->table().stage() == Stage::Passing || game_->table().stage() == Stage::Playing))
    out.push_back({ButtonId::DailyOnTable, {}, "Daily deal", layout_.dailyButton});
  // A tap on any seat's won tricks shows the last one.
  for (int seat = 0; seat < 4; ++seat)
    if (tricksShown(seat) > 0)
      out.push_back({ButtonId::LastTrick, seat, "", layout_.pile[seat]});
  return out;
}

std::vector<Button> ScreenModel::buttons() const { return buttons(sheet()); }

std::vector<Button> ScreenModel::buttons(const std::optional<SheetView>& sheet) const {
  std::vector<Button> out;
  if (!game_) return out;
  if (sheet) out = sheet->buttons;
  else out = tableButtons();
  if (overlay_ == Overlay::None) {
    out.push_back({ButtonId::Menu, "", "\u2261 Menu", layout_.menuButton});
    if (!sheetVisible()) out.push_back({ButtonId::Scores, "", "Scores", layout_.scoresButton});
  }
  return out;
}

}  // namespace hearts::ui
