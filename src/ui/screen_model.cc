// The screen's state: what the app gives it, its layout and notices, and what a frame shows
// (the sheet, the hand, the buttons). Input: screen_input.cc (pointer, buttons) and
// screen_keys.cc (keyboard).
#include "ui/screen_model.h"

#include <algorithm>

#include "core/rules.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/status_text.h"
#include "words/words.h"
#include "ui/table_marks.h"
#include "ui/text_wrap.h"

namespace hearts::ui {

using session::Stage;

void ScreenModel::setSession(session::GameSession* s) {
  given_.game = s;
  sheets_.open(Overlay::None);
  sheets_.scroll().forget();
  flightFrom_.clear();
  attention_.leaveHand();
  dirty_ = true;
}

void ScreenModel::setSettings(const UiSettings& s) {
  // A card tapped once waits for a second tap only while the setting asks for it.
  if (!s.confirmCard) attention_.forgetTap();
  given_.settings = s;
  dirty_ = true;
}

void ScreenModel::layOut(const LayoutParams& window) {
  window_ = window;
  // Laid out once for the font's size, then again with the table's words measured at it.
  const TableLayout first = layoutTable(window);
  window_.words = tableWords(metrics_, first.font);
  layout_ = layoutTable(window_);
  laidOutIn_ = {words::language(), words::languageReady()};
  flightFrom_.clear();
  keepScrollInRange();
  dirty_ = true;
}

void ScreenModel::followLanguage() {
  if (laidOutIn_ != std::pair{words::language(), words::languageReady()}) layOut(window_);
}

namespace {

// The width `s` needs on two lines at `px` (the wider of the two, at its best break); on one
// where it does not break.
float twoLineWidth(TextMetrics& metrics, const std::string& s, float px) {
  const std::vector<WrapPiece> pieces = wrapPieces(s);
  float best = metrics.measure(s, px).x;
  for (std::size_t k = 1; k < pieces.size(); ++k)
    best = std::min(best, std::max(metrics.measure(joinPieces(pieces, 0, k), px).x,
                                   metrics.measure(joinPieces(pieces, k, pieces.size() - k), px).x));
  return best;
}

}  // namespace

TableWords tableWords(TextMetrics& metrics, float font) {
  if (font <= 0) return {};
  const auto fonts = [&](ButtonId id, float size, bool bold) {
    return metrics.measure(tableLabel(id), size * font, bold).x / (size * font);
  };
  TableWords w;
  w.menu = std::max(fonts(ButtonId::Menu, kChipText, false), fonts(ButtonId::Scores, kChipText, false));
  w.tools = std::max({fonts(ButtonId::TakeBack, kChipText, false), fonts(ButtonId::Hint, kChipText, false),
                      fonts(ButtonId::Tracker, kChipText, false)});
  w.toolsTwoLines = 0;
  for (ButtonId id : {ButtonId::TakeBack, ButtonId::Hint, ButtonId::Tracker})
    w.toolsTwoLines = std::max(w.toolsTwoLines, twoLineWidth(metrics, tableLabel(id), kChipText * font) / (kChipText * font));
  w.daily = fonts(ButtonId::DailyOnTable, kChipText, false);
  w.primary = fonts(ButtonId::Pass, kPrimaryText, true);
  w.claim = fonts(ButtonId::Claim, kPrimaryText, true);
  const float badge = 0.8f * font;
  w.hearts = std::max(metrics.measure(heartsBadgeText(true), badge, true).x,
                      metrics.measure(heartsBadgeText(false), badge, false).x) / badge;
  return w;
}

std::string heartsBadgeText(bool broken) {
  // TRANSLATORS: the badge beside the player's hand: whether a heart has been played yet.
  return broken ? words::tr("Hearts broken") : words::tr("Not broken");
}

std::vector<Rect> ScreenModel::noticeKeepClear(const std::optional<SheetView>& sheet,
                                               const std::vector<Button>& buttons) const {
  std::vector<Rect> keep;
  for (const Button& b : buttons)
    if (const Rect r = b.shown(); !r.empty()) keep.push_back(r);
  if (sheet) keep.insert(keep.end(), sheet->keepClear.begin(), sheet->keepClear.end());
  // Over a sheet only its buttons matter; the table behind it is covered anyway.
  if (!tableOpen()) return keep;
  const TableLayout& l = layout_;
  keep.insert(keep.end(), l.plate.begin(), l.plate.end());
  keep.insert(keep.end(), l.pile.begin(), l.pile.end());
  keep.push_back(l.status);
  keep.push_back(l.caption);
  keep.push_back(l.heartsMark);
  keep.push_back(l.handArea);
  if (const session::GameSession* game = given_.game) {
    const Stage stage = game->table().stage();
    if (stage == Stage::Passing || stage == Stage::PassWaiting) {
      keep.push_back(l.passArrow);
      keep.push_back(l.passLabel);
    }
    // Where the cards of a trick land, from the exchange on, whether or not one is there yet:
    // a notice does not jump away when the first card arrives.
    else keep.insert(keep.end(), l.trick.begin(), l.trick.end());
    for (int seat = 1; seat < 4; ++seat)
      for (const BackPlacement& b : layoutBacks(l, seat, game->state().handSize(seat))) {
        const float reach = std::max(l.backW, l.backH);  // whatever its angle
        keep.push_back(Rect::centeredAt(b.center, reach, reach));
      }
  }
  return keep;
}

void ScreenModel::ageNotices(double now) {
  const std::optional<SheetView> s = sheet();
  notices_.holdWaiting(layout_, metrics_, noticeKeepClear(s, buttons(s)), now);
  notices_.expire(now);
}

bool ScreenModel::askLinkedDeal(std::string deal) {
  if (!gameInProgress()) return false;
  sheets_.askLinkedDeal(std::move(deal));
  attention_.unfocusButton();
  dirty_ = true;
  return true;
}

// --- what is shown --------------------------------------------------------------------------

FrameView ScreenModel::frame(double now) const {
  FrameView v;
  v.hand = handView(now);
  v.sheet = sheet();
  v.buttons = buttons(v.sheet);
  v.noticeBoxes = notices_.boxes(layout_, metrics_, noticeKeepClear(v.sheet, v.buttons), now);
  return v;
}

std::optional<SheetView> ScreenModel::sheet() const {
  if (!given_.game) return std::nullopt;
  const SheetContext c{layout_,       metrics_,          *given_.game, given_.settings,
                       given_.levels, given_.statistics, given_.today, nameEdit_ ? &*nameEdit_ : nullptr};
  return sheets_.view(c);
}

std::vector<Card> ScreenModel::shownHandCards(double now) const {
  const session::GameSession& game = *given_.game;
  CardSet hand = game.state().hand(session::kPlayerSeat);
  if (game.table().stage() == Stage::Exchange && game.table().exchangeProgress(now) < 1)
    hand -= game.table().playerPass().received;
  return session::displayOrder(hand);
}

HandView ScreenModel::handView(double now) const {
  HandView v;
  if (!given_.game) return v;
  const session::GameSession& game = *given_.game;
  const std::vector<Card> cards = shownHandCards(now);
  // Chosen cards stand up; passed ones stay up until the others have passed too.
  CardSet up;
  if (game.table().stage() == Stage::Passing) up = game.desk().selection();
  if (game.table().stage() == Stage::PassWaiting) up = game.table().playerPass().passed;
  if (const auto p = pendingPlay()) up.add(*p);
  std::uint32_t mask = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (up.contains(cards[i])) mask |= 1u << i;
  v.layout = layoutHand(layout_, static_cast<int>(cards.size()), mask);
  const HandLayout& hl = v.layout;
  const bool myTurn = game.table().playerToPlay();
  const CardSet legal = game.desk().legalForPlayer();
  const bool passing = game.table().stage() == Stage::Passing;
  const bool open = tableOpen();
  const int hoverCard = attention_.hoverCard();
  const int keyFocus = attention_.keyFocus();
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
    cv.chosen = game.desk().selection().contains(c);
    cv.received = game.table().playerPass().received.contains(c);
    cv.focused = index == keyFocus;
    cv.hovered = (index == hoverCard || index == keyFocus) && actionable;
    if (const auto d = attention_.dragOffset(c); d && open) {
      cv.rect = cv.rect.offset(d->x, d->y);
      cv.visible = cv.visible.offset(d->x, d->y);
      cv.dragged = true;
    }
    markHint(cv);
    v.cards.push_back(cv);
  }
  return v;
}

void ScreenModel::markHint(CardView& cv) const {
  const auto& hint = given_.game->coach().hint();
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

std::optional<Card> ScreenModel::pendingPlay() const {
  const session::GameSession* game = given_.game;
  if (!game || !given_.settings.confirmCard || !game->table().playerToPlay()) return std::nullopt;
  const auto card = attention_.tapped(game->match().actions().size());
  if (!card || !game->desk().legalForPlayer().contains(*card)) return std::nullopt;
  return card;
}

std::string ScreenModel::statusMessage(double now) const {
  if (!given_.game) return {};
  if (const auto card = pendingPlay())
    return playAgainText(cardLabel(*card), attention_.inputWay());
  return statusText(*given_.game, now, attention_.inputWay());
}

std::vector<Button> ScreenModel::tableButtons() const {
  const session::GameSession& game = *given_.game;
  const TableLayout& l = layout_;
  std::vector<Button> out;
  if (game.table().stage() == Stage::Passing)
    out.push_back({ButtonId::Pass, "", tableLabel(ButtonId::Pass), l.primaryButton, game.desk().canConfirmPass()});
  // On the message line, where no card of the trick lies.
  if (game.desk().canClaim()) out.push_back({ButtonId::Claim, "", tableLabel(ButtonId::Claim), l.claimButton});
  if (game.desk().undoAllowed())
    out.push_back({ButtonId::TakeBack, "", tableLabel(ButtonId::TakeBack), l.undoButton, game.desk().canUndo()});
  if (game.coach().hintsAllowed())
    out.push_back({ButtonId::Hint, "", tableLabel(ButtonId::Hint), l.hintButton, game.coach().canHint()});
  if (game.coach().canTrack()) out.push_back({ButtonId::Tracker, "", tableLabel(ButtonId::Tracker), l.trackerButton});
  // The daily deal, offered on the first screen of a game: before the player has done
  // anything in it.
  if (!game.daily() && game.state().handNumber() == 1 && !gameInProgress() &&
      (game.table().stage() == Stage::Passing || game.table().stage() == Stage::Playing))
    out.push_back({ButtonId::DailyOnTable, {}, tableLabel(ButtonId::DailyOnTable), l.dailyButton});
  // A tap on any seat's won tricks shows the last one.
  for (int seat = 0; seat < 4; ++seat)
    if (tricksShown(game, seat) > 0) out.push_back({ButtonId::LastTrick, seat, "", l.pile[seat]});
  return out;
}

std::vector<Button> ScreenModel::buttons(const std::optional<SheetView>& sheet) const {
  std::vector<Button> out;
  if (!given_.game) return out;
  if (sheet) out = sheet->buttons;
  else out = tableButtons();
  if (sheets_.overlay() == Overlay::None) {
    out.push_back({ButtonId::Menu, "", tableLabel(ButtonId::Menu), layout_.menuButton});
    if (!sheets_.scoresUp(given_.game))
      out.push_back({ButtonId::Scores, "", tableLabel(ButtonId::Scores), layout_.scoresButton});
  }
  return out;
}

}  // namespace hearts::ui
