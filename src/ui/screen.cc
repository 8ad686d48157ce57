#include "ui/screen.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/rules.h"
#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;

Screen::Screen(SDL_Renderer* r, Text& text, CardPainter& cards)
    : r_(r), text_(text), cards_(cards), paint_(r) {}

Screen::~Screen() { dropTextures(); }

void Screen::dropTextures() {
  if (felt_) SDL_DestroyTexture(felt_);
  felt_ = nullptr;
  feltW_ = feltH_ = 0;
  dirty_ = true;
}

void Screen::setController(GameController* c) {
  game_ = c;
  overlay_ = Overlay::None;
  flightFrom_.clear();
  hoverCard_ = -1;
  dirty_ = true;
}

void Screen::setCardAspect(float a) {
  aspect_ = a;
  resize(layout_.width, layout_.height, layout_.dpr);
}

void Screen::resize(float pixelW, float pixelH, float dpr) {
  LayoutParams p;
  p.width = pixelW;
  p.height = pixelH;
  p.dpr = dpr;
  p.cardAspect = aspect_;
  layout_ = layoutTable(p);
  flightFrom_.clear();
  handShown_.clear();
  dirty_ = true;
}

// --- what is shown ------------------------------------------------------------------------

std::vector<Card> Screen::shownHandCards(double now) const {
  if (!game_) return {};
  CardSet hand = game_->state().hand(0);
  if (game_->stage() == Stage::Exchange && game_->exchangeProgress(now) < 1)
    hand -= game_->receivedMark();
  return displayOrder(hand);
}

std::uint32_t Screen::raisedMask(const std::vector<Card>& cards) const {
  if (!game_) return 0;
  // Chosen cards stand up; passed ones stay up until the others have passed too.
  CardSet up;
  if (game_->stage() == Stage::Passing) up = game_->selection();
  if (game_->stage() == Stage::PassWaiting) up = game_->passedByPlayer();
  std::uint32_t mask = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (up.contains(cards[i])) mask |= 1u << i;
  return mask;
}

Screen::HandView Screen::handView(double now) const {
  HandView v;
  v.cards = shownHandCards(now);
  v.layout = layoutHand(layout_, static_cast<int>(v.cards.size()), raisedMask(v.cards));
  return v;
}

bool Screen::sheetVisible() const {
  if (!game_) return false;
  return overlay_ == Overlay::Scores || game_->stage() == Stage::HandSummary ||
         game_->stage() == Stage::GameOver;
}

bool Screen::moonDialogVisible() const {
  return game_ && game_->stage() == Stage::MoonChoice && game_->state().toMove() == 0;
}

std::vector<Button> Screen::buttons() const {
  std::vector<Button> out;
  if (!game_) return out;
  const float f = layout_.font;
  if (overlay_ == Overlay::Menu) {
    const auto ps = presets();
    const MenuLayout m = layoutMenu(layout_, static_cast<int>(ps.size()),
                                    static_cast<int>(levels_.size()), 2);
    for (std::size_t i = 0; i < ps.size(); ++i)
      out.push_back({std::string("preset:") + ps[i].name, prettyName(ps[i].name), m.presetChips[i],
                     true, settings_.preset == ps[i].name});
    for (std::size_t i = 0; i < levels_.size(); ++i)
      out.push_back({"level:" + levels_[i], prettyName(levels_[i]), m.levelChips[i], true,
                     settings_.level == levels_[i]});
    out.push_back({"speed:normal", "Normal", m.speedChips[0], true, !settings_.fast});
    out.push_back({"speed:fast", "Fast", m.speedChips[1], true, settings_.fast});
    const auto row = layoutButtonRow(m.buttonRow, {8, 6}, f);
    out.push_back({"new_game", "New game", row[0]});
    out.push_back({"menu_close", "Resume", row[1]});
    return out;
  }
  if (sheetVisible()) {
    const ScoreSheetLayout s =
        layoutScoreSheet(layout_, static_cast<int>(game_->match().hands().size()));
    const auto row = layoutButtonRow(s.buttonRow, {9}, f);
    if (overlay_ == Overlay::Scores) out.push_back({"scores_close", "Close", row[0]});
    else if (game_->stage() == Stage::GameOver) out.push_back({"new_game", "New game", row[0]});
    else out.push_back({"continue", "Next hand", row[0]});
  } else if (moonDialogVisible()) {
    const DialogLayout d = layoutDialog(layout_, 3);
    const bool canSubtract = game_->state().subtractAllowed(0);
    const auto row = layoutButtonRow(d.buttonRow, {16, 16}, f);
    out.push_back({"moon_add", "+26 to the others", row[0]});
    out.push_back({"moon_subtract", "\u221226 to me", row[1], canSubtract});
  } else if (game_->stage() == Stage::Passing) {
    out.push_back({"pass", "Pass", layout_.primaryButton, game_->canConfirmPass()});
  }
  if (overlay_ == Overlay::None) {
    out.push_back({"menu", "\u2261 Menu", layout_.menuButton});
    if (!sheetVisible()) out.push_back({"scores", "Scores", layout_.scoresButton});
  }
  return out;
}

// --- input --------------------------------------------------------------------------------

UiRequest Screen::press(const std::string& id, double now) {
  dirty_ = true;
  if (!game_) return UiRequest::None;
  if (id == "menu") overlay_ = Overlay::Menu;
  else if (id == "menu_close" || id == "scores_close") overlay_ = Overlay::None;
  else if (id == "scores") overlay_ = Overlay::Scores;
  else if (id == "pass") game_->confirmPass(now);
  else if (id == "continue") game_->continueAfterHand(now);
  else if (id == "moon_add") game_->chooseMoon(MoonChoice::AddToOthers, now);
  else if (id == "moon_subtract") game_->chooseMoon(MoonChoice::SubtractFromSelf, now);
  else if (id == "new_game") {
    overlay_ = Overlay::None;
    return UiRequest::NewGame;
  } else if (id.rfind("preset:", 0) == 0) {
    settings_.preset = id.substr(7);
    return UiRequest::SettingsChanged;
  } else if (id.rfind("level:", 0) == 0) {
    settings_.level = id.substr(6);
    game_->setLevel(settings_.level);
    return UiRequest::SettingsChanged;
  } else if (id.rfind("speed:", 0) == 0) {
    settings_.fast = id == "speed:fast";
    game_->setPacing(settings_.fast ? Pacing::fast() : Pacing::normal());
    return UiRequest::SettingsChanged;
  }
  return UiRequest::None;
}

UiRequest Screen::pointerDown(Point p, double now) {
  dirty_ = true;
  pointer_ = p;
  if (!game_) return UiRequest::None;
  // Buttons first, even under a notice: a notice never blocks the game.
  for (const Button& b : buttons())
    if (b.enabled && b.rect.contains(p)) return press(b.id, now);
  // A tap on a notice puts it away (only where it shows: sheets and dialogs cover them).
  const bool modal = overlay_ != Overlay::None || sheetVisible() || moonDialogVisible();
  const auto boxes = modal ? std::vector<ToastBox>() : toastBoxes();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (boxes[i].rect.contains(p)) {
      toasts_.erase(toasts_.begin() + static_cast<std::ptrdiff_t>(i));
      return UiRequest::None;
    }
  }
  if (overlay_ == Overlay::Menu) {
    const MenuLayout m = layoutMenu(layout_, static_cast<int>(presets().size()),
                                    static_cast<int>(levels_.size()), 2);
    if (!m.panel.contains(p)) overlay_ = Overlay::None;
    return UiRequest::None;
  }
  if (overlay_ == Overlay::Scores) {
    const ScoreSheetLayout s =
        layoutScoreSheet(layout_, static_cast<int>(game_->match().hands().size()));
    if (!s.panel.contains(p)) overlay_ = Overlay::None;
    return UiRequest::None;
  }
  if (sheetVisible() || moonDialogVisible()) return UiRequest::None;
  const HandView hv = handView(now);
  const int i = hitTestHand(hv.layout, p);
  if (i >= 0) {
    const Card c = hv.cards[static_cast<std::size_t>(i)];
    const Rect from = hv.layout.cards[static_cast<std::size_t>(i)];
    if (game_->clickCard(c, now) && game_->stage() == Stage::Playing) flightFrom_[c.index] = from;
    return UiRequest::None;
  }
  game_->hurry(now);
  return UiRequest::None;
}

void Screen::pointerMove(Point p, double now) {
  pointer_ = p;
  if (!game_) return;
  if (keyFocus_ >= 0) {
    keyFocus_ = -1;
    dirty_ = true;
  }
  std::string hb;
  for (const Button& b : buttons())
    if (b.enabled && b.rect.contains(p)) {
      hb = b.id;
      break;
    }
  int hc = -1;
  if (hb.empty() && overlay_ == Overlay::None && !sheetVisible() && !moonDialogVisible())
    hc = hitTestHand(handView(now).layout, p);
  if (hb != hoverButton_ || hc != hoverCard_) {
    hoverButton_ = hb;
    hoverCard_ = hc;
    dirty_ = true;
  }
}

void Screen::pointerLeave() {
  if (hoverCard_ != -1 || !hoverButton_.empty()) dirty_ = true;
  hoverCard_ = -1;
  hoverButton_.clear();
  pointer_ = {-1, -1};
}

UiRequest Screen::key(SDL_Keycode k, double now) {
  dirty_ = true;
  if (!game_) return UiRequest::None;
  if (k == SDLK_ESCAPE) {
    overlay_ = overlay_ == Overlay::None ? Overlay::Menu : Overlay::None;
    return UiRequest::None;
  }
  if (k == SDLK_s && overlay_ != Overlay::Menu) {
    overlay_ = overlay_ == Overlay::Scores ? Overlay::None : Overlay::Scores;
    return UiRequest::None;
  }
  const bool table = overlay_ == Overlay::None && !sheetVisible() && !moonDialogVisible();
  // Left and right walk along the hand; up (or Enter) chooses or plays the card walked to.
  const HandView hv = handView(now);
  const int count = static_cast<int>(hv.cards.size());
  if (table && count > 0 && (k == SDLK_LEFT || k == SDLK_RIGHT)) {
    if (keyFocus_ < 0 || keyFocus_ >= count) {
      keyFocus_ = k == SDLK_LEFT ? count - 1 : 0;
    } else {
      keyFocus_ = (keyFocus_ + (k == SDLK_LEFT ? count - 1 : 1)) % count;
    }
    hoverCard_ = -1;
    return UiRequest::None;
  }
  if (k == SDLK_DOWN) {
    keyFocus_ = -1;
    return UiRequest::None;
  }
  const bool act = k == SDLK_UP || k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE;
  if (!act) return UiRequest::None;
  if (table && keyFocus_ >= 0 && keyFocus_ < count && k != SDLK_RETURN && k != SDLK_KP_ENTER) {
    const Card c = hv.cards[static_cast<std::size_t>(keyFocus_)];
    const Rect from = hv.layout.cards[static_cast<std::size_t>(keyFocus_)];
    if (game_->clickCard(c, now) && game_->stage() == Stage::Playing) flightFrom_[c.index] = from;
    return UiRequest::None;
  }
  if (overlay_ != Overlay::None) return UiRequest::None;
  for (const char* id : {"continue", "new_game", "pass", "moon_add"})
    for (const Button& b : buttons())
      if (b.id == id && b.enabled) return press(b.id, now);
  if (table && keyFocus_ >= 0 && keyFocus_ < count) {
    const Card c = hv.cards[static_cast<std::size_t>(keyFocus_)];
    const Rect from = hv.layout.cards[static_cast<std::size_t>(keyFocus_)];
    if (game_->clickCard(c, now) && game_->stage() == Stage::Playing) flightFrom_[c.index] = from;
    return UiRequest::None;
  }
  game_->hurry(now);
  return UiRequest::None;
}

void Screen::notify(const std::string& text, double now) {
  toasts_.push_back({text, now, now + kNoticeMs});
  dirty_ = true;
}

void Screen::giveWayToTrick(double now) {
  // Notices sit at the top of the middle, where the north seat's card lands.
  if (!game_ || game_->table().empty()) return;
  for (auto& t : toasts_)
    t.until = std::min(t.until, std::max(t.shownAt + kNoticeReadMs, now) + kNoticeFadeMs);
}

bool Screen::needsFrame(double now) const {
  if (dirty_ || wasAnimating_) return true;
  if (game_ && game_->busy(now) && (game_->moving(now) || quietKey(now) != drawnQuietKey_))
    return true;
  return wakeAt(now) <= now;
}

std::string Screen::quietKey(double now) const {
  if (!game_) return {};
  const std::string message = game_->message(now);
  return std::to_string(game_->version()) + '/' + std::to_string(static_cast<int>(game_->stage())) +
         '/' + std::to_string(game_->seatToMove()) + '/' +
         std::to_string(thinkingDot(now, message)) + '/' + message;
}

int Screen::thinkingDot(double now, const std::string& message) const {
  if (!game_ || game_->thinkingSeat() < 0) return -1;
  if (message.find("thinking") == std::string::npos) return -1;
  return static_cast<int>(static_cast<long long>(now / 300) % 3);
}

double Screen::wakeAt(double now) const {
  double t = game_ ? game_->wakeAt(now) : std::numeric_limits<double>::infinity();
  // A notice fades over its last kNoticeFadeMs: a frame each tick while it does.
  for (const auto& toast : toasts_)
    if (toast.until > now) t = std::min(t, std::max(now, toast.until - kNoticeFadeMs));
  return t;
}

}  // namespace hearts::ui
