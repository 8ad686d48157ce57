#include "ui/screen.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "ui/rules_text.h"

namespace hearts::ui {

namespace {

constexpr Color kFeltInner{34, 122, 80, 255};
constexpr Color kFeltOuter{9, 58, 38, 255};
constexpr Color kWhite{255, 255, 255, 255};
constexpr Color kSoftWhite{226, 240, 230, 255};
constexpr Color kGold{244, 196, 80, 255};
constexpr Color kTeal{70, 214, 200, 255};
constexpr Color kRed{222, 52, 64, 255};
constexpr Color kInk{32, 36, 40, 255};
constexpr Color kInkSoft{96, 104, 110, 255};
constexpr Color kPanel{250, 248, 242, 255};
constexpr Color kShadow{0, 0, 0, 90};

float easeOut(double t) {
  const float x = static_cast<float>(std::clamp(t, 0.0, 1.0));
  return 1 - (1 - x) * (1 - x) * (1 - x);
}

float easeInOut(double t) {
  const float x = static_cast<float>(std::clamp(t, 0.0, 1.0));
  return x < 0.5f ? 4 * x * x * x : 1 - std::pow(-2 * x + 2, 3.0f) / 2;
}

// A small, steady tilt per card, so a trick looks dropped by hand rather than aligned.
float tiltFor(Card c) { return static_cast<float>((c.index * 37) % 9 - 4) * 1.1f; }

// The angle a seat's cards are held at (the backs' fan) as they leave the hand.
float seatAngle(int seat) {
  switch (seat) {
    case 1: return 90;
    case 3: return -90;
    default: return 0;
  }
}

std::string prettyName(const std::string& id) {
  std::string s = id;
  std::replace(s.begin(), s.end(), '-', ' ');
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string signedNumber(int v) {
  std::string out = v > 0 ? "+" : "";
  out += std::to_string(v);
  return out;
}

std::string presetOf(const Rules& rules) {
  const Preset* p = findPreset(rules);
  return p ? p->name : "custom";
}

std::string winnersText(unsigned mask) {
  std::vector<int> seats;
  for (int s = 0; s < 4; ++s)
    if ((mask >> s) & 1u) seats.push_back(s);
  if (seats.empty()) return "Game over";
  if (seats.size() == 1) return seats[0] == 0 ? "You win!" : std::string(playerName(seats[0])) + " wins";
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) out += i + 1 == seats.size() ? " and " : ", ";
    out += playerName(seats[i]);
  }
  return out + " share the win";
}

}  // namespace

Screen::Screen(SDL_Renderer* r, Text& text, CardPainter& cards)
    : r_(r), text_(text), cards_(cards), paint_(r) {}

Screen::~Screen() { dropTextures(); }

void Screen::dropTextures() {
  if (felt_) SDL_DestroyTexture(felt_);
  felt_ = nullptr;
  feltW_ = feltH_ = 0;
  dirty_ = true;
}

void Screen::drawFelt() {
  const Rect all{0, 0, layout_.width, layout_.height};
  const int w = static_cast<int>(layout_.width);
  const int h = static_cast<int>(layout_.height);
  if (!felt_ || feltW_ != w || feltH_ != h) {
    if (felt_) SDL_DestroyTexture(felt_);
    felt_ = SDL_CreateTexture(r_, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, w, h);
    feltW_ = w;
    feltH_ = h;
    if (felt_) {
      SDL_Texture* previous = SDL_GetRenderTarget(r_);
      SDL_SetRenderTarget(r_, felt_);
      paint_.clear(kFeltOuter);
      paint_.radialBackground(all, kFeltInner, kFeltOuter);
      SDL_SetRenderTarget(r_, previous);
    }
  }
  if (felt_) {
    SDL_RenderCopy(r_, felt_, nullptr, nullptr);
  } else {
    // No texture that large: the gradient straight onto the screen.
    paint_.clear(kFeltOuter);
    paint_.radialBackground(all, kFeltInner, kFeltOuter);
  }
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
  if (!game_ || game_->stage() != Stage::Passing) return 0;
  std::uint32_t mask = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (game_->selection().contains(cards[i])) mask |= 1u << i;
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
  // A tap on a notice puts it away.
  const auto boxes = toastBoxes();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (boxes[i].rect.contains(p)) {
      toasts_.erase(toasts_.begin() + static_cast<std::ptrdiff_t>(i));
      return UiRequest::None;
    }
  }
  for (const Button& b : buttons())
    if (b.enabled && b.rect.contains(p)) return press(b.id, now);
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
  toasts_.push_back({text, now + 8000});
  dirty_ = true;
}

bool Screen::needsFrame(double now) const {
  if (dirty_ || wasAnimating_) return true;
  if (game_ && game_->busy(now)) return true;
  return wakeAt(now) <= now;
}

double Screen::wakeAt(double now) const {
  double t = game_ ? game_->wakeAt(now) : std::numeric_limits<double>::infinity();
  for (const auto& toast : toasts_)
    if (toast.until > now) t = std::min(t, toast.until);
  return t;
}

// --- drawing ------------------------------------------------------------------------------

void Screen::draw(double now) {
  toasts_.erase(std::remove_if(toasts_.begin(), toasts_.end(),
                               [now](const Toast& t) { return t.until <= now; }),
                toasts_.end());
  SDL_SetRenderDrawBlendMode(r_, SDL_BLENDMODE_BLEND);
  cards_.beginFrame(6);
  drawFelt();
  if (game_) {
    drawTable(now);
    const auto bs = buttons();
    if (overlay_ == Overlay::Menu) {
      drawMenu();
    } else if (sheetVisible()) {
      drawScoreSheet();
    } else if (moonDialogVisible()) {
      drawMoonDialog();
    }
    drawButtons(bs);
    drawToasts(now);
  }
  text_.endFrame();
  cards_.endFrame();
  wasAnimating_ = game_ && game_->busy(now);
  dirty_ = cards_.pending() || handMoving_;
  lastDrawAt_ = now;
  ++framesDrawn_;
}

void Screen::drawTable(double now) {
  drawOpponents();
  if (game_->stage() == Stage::Passing || game_->stage() == Stage::PassWaiting) drawPassing();
  drawTrick(now);
  drawPlates(now);
  drawHand(now);
  if (game_->stage() == Stage::Exchange) drawExchange(now);
  // Under a sheet or dialog the table's own messages would only peek out around it.
  if (!sheetVisible() && !moonDialogVisible() && overlay_ == Overlay::None) drawStatus(now);
}

void Screen::cardShadow(const Rect& r, float strength, float angle) {
  const float s = std::max(1.0f, 0.05f * r.w);
  paint_.shadow(r.offset(0, 0.4f * s), 0.08f * r.w, s, kShadow.scaledAlpha(strength), angle);
}

void Screen::drawOpponents() {
  const GameState& s = game_->state();
  for (int seat = 1; seat < 4; ++seat) {
    for (const BackPlacement& b : layoutBacks(layout_, seat, s.handSize(seat))) {
      const Rect r = Rect::centeredAt(b.center, layout_.backW, layout_.backH);
      cards_.drawBack(r, b.angle);
    }
  }
}

void Screen::drawPlates(double now) {
  const float f = layout_.font;
  const int toMove = game_->seatToMove();
  const int thinking = game_->thinkingSeat();
  for (int seat = 0; seat < 4; ++seat) {
    const Rect p = layout_.plate[seat];
    const float radius = 0.5f * f;
    const bool active = seat == toMove;
    if (active) paint_.shadow(p, radius, 0.7f * f, kGold.withAlpha(110));
    paint_.fillRound(p, radius, {8, 30, 20, 200});
    if (active) paint_.strokeRound(p, radius, std::max(1.5f, 0.13f * f), kGold);
    const float inner = 0.55f * f;
    const Rect nameRow{p.x + inner, p.y + 0.2f * f, p.w - 2 * inner, 1.15f * f};
    const Rect scoreRow{p.x + inner, nameRow.bottom(), p.w - 2 * inner, 1.35f * f};
    text_.draw(playerName(seat), nameRow, 0.9f * f, active ? kGold : kSoftWhite, Align::Left,
               seat == 0);
    text_.draw(std::to_string(game_->state().score(seat)), scoreRow, 1.15f * f, kWhite,
               Align::Left, true);
    const int pts = game_->shownPoints()[seat];
    if (pts != 0) {
      const std::string label = signedNumber(pts);
      const float w = text_.measure(label, 0.8f * f, true).x + 0.8f * f;
      const Rect pill{p.right() - inner - w, scoreRow.y + 0.15f * f, w, 1.1f * f};
      paint_.fillRound(pill, pill.h / 2, pts > 0 ? kRed : kTeal);
      text_.draw(label, pill, 0.8f * f, kWhite, Align::Center, true);
    }
    // A bot taking its time shows it is thinking.
    if (seat == thinking && game_->message(now).find("thinking") != std::string::npos) {
      const int phase = static_cast<int>(now / 300) % 3;
      for (int d = 0; d < 3; ++d) {
        const Point c{p.right() - inner - static_cast<float>(2 - d) * 0.55f * f,
                      nameRow.y + nameRow.h / 2};
        paint_.fillCircle(c, 0.17f * f, kGold.withAlpha(d == phase ? 255 : 90));
      }
    }
  }
}

void Screen::drawArrow(const Rect& box, PassDirection d, Color c) {
  const Point ctr = box.center();
  const float s = box.w * 0.5f;
  // An arrow pointing right, then turned: left, up (across) or right.
  auto turn = [&](float x, float y) -> Point {
    switch (d) {
      case PassDirection::Left: return {ctr.x - x, ctr.y + y};
      case PassDirection::Across: return {ctr.x + y, ctr.y - x};
      default: return {ctr.x + x, ctr.y + y};
    }
  };
  const float shaft = 0.16f * s;
  paint_.fillTriangle(turn(-0.55f * s, -shaft), turn(0.15f * s, -shaft), turn(0.15f * s, shaft), c);
  paint_.fillTriangle(turn(-0.55f * s, -shaft), turn(0.15f * s, shaft), turn(-0.55f * s, shaft), c);
  paint_.fillTriangle(turn(0.05f * s, -0.48f * s), turn(0.62f * s, 0), turn(0.05f * s, 0.48f * s), c);
}

void Screen::drawPassing() {
  const float f = layout_.font;
  const GameState& s = game_->state();
  const Rect box = layout_.passArrow;
  paint_.fillCircle(box.center(), box.w / 2, {0, 0, 0, 70});
  paint_.strokeRound(box, box.w / 2, std::max(1.0f, 0.1f * f), kGold.withAlpha(200));
  drawArrow(box.inset(box.w * 0.18f), s.passDirection(), kGold);
  const int target = game_->passTargetSeat();
  const std::string dir = passDirectionName(s.passDirection());
  const std::string label = game_->stage() == Stage::PassWaiting
                                ? "Waiting for the others\u2026"
                                : "Pass " + std::to_string(s.rules().passCount) + " " + dir +
                                      " to " + playerName(target);
  const Rect line{layout_.middle.x, box.bottom() + 0.4f * f, layout_.middle.w, 1.6f * f};
  text_.draw(label, line, 1.05f * f, kWhite, Align::Center, true);
}

void Screen::drawTrick(double now) {
  const auto& table = game_->table();
  const double cp = game_->collectProgress(now);
  const int winner = game_->trickWinner();
  const float tw = layout_.trickW;
  const int texW = static_cast<int>(tw);
  for (const TableCard& tc : table) {
    const Rect target = layout_.trick[tc.seat];
    const float fp = easeOut(game_->flightProgress(tc, now));
    Rect from;
    if (tc.seat == 0) {
      auto it = flightFrom_.find(tc.card.index);
      from = it != flightFrom_.end()
                 ? it->second
                 : Rect::centeredAt(layout_.anchor[0], layout_.cardW, layout_.cardH);
    } else {
      from = Rect::centeredAt(layout_.anchor[tc.seat], tw * 0.8f, layout_.trickH * 0.8f);
    }
    Rect r = lerp(from, target, fp);
    float angle = lerp(seatAngle(tc.seat), tiltFor(tc.card), fp);
    if (game_->trickFull() && cp > 0 && winner >= 0) {
      const float e = easeInOut(cp);
      const Rect dest = Rect::centeredAt(layout_.plate[winner].center(), tw * 0.35f,
                                         layout_.trickH * 0.35f);
      r = lerp(r, dest, e);
      angle = lerp(angle, 0, e);
    }
    cardShadow(r, 1 - static_cast<float>(cp), angle);
    cards_.drawFace(tc.card, r, angle, 0, texW);
    if (game_->trickFull() && cp <= 0 && tc.seat == winner) {
      paint_.strokeRound(r.inset(-0.06f * layout_.font), 0.09f * r.w,
                         std::max(2.0f, 0.16f * layout_.font), kGold);
    }
  }
}

void Screen::drawHand(double now) {
  const HandView hv = handView(now);
  const float f = layout_.font;
  const bool myTurn = game_->playerToPlay();
  const CardSet legal = game_->legalForPlayer();
  const bool arriving = game_->stage() == Stage::Exchange && game_->exchangeProgress(now) >= 1;
  const CardSet received = game_->receivedMark();
  const CardSet selected = game_->selection();
  const bool passing = game_->stage() == Stage::Passing;
  const int texW = static_cast<int>(layout_.cardW);
  const float radius = 0.075f * layout_.cardW;
  const float line = std::max(2.0f, 0.17f * f);
  // Each card follows its place with a short exponential glide.
  // After a pause (nothing was drawn while idle) a glide starts as if from the last frame.
  const double dt = lastDrawAt_ < 0 ? 1000.0 / 60 : std::clamp(now - lastDrawAt_, 0.0, 33.0);
  const float follow = static_cast<float>(1 - std::exp(-dt / 55.0));
  std::map<int, Rect> shownNow;
  handMoving_ = false;
  if (game_->state().handNumber() != shownHandNumber_) {
    // A new deal: every card starts from the middle of the table, as if dealt from there.
    shownHandNumber_ = game_->state().handNumber();
    handShown_.clear();
    const Rect deck = Rect::centeredAt(layout_.middle.center(), layout_.cardW, layout_.cardH);
    for (const Card c : hv.cards) handShown_[c.index] = deck;
  }
  for (std::size_t i = 0; i < hv.cards.size(); ++i) {
    const Card c = hv.cards[i];
    if (arriving && received.contains(c)) continue;
    Rect r = hv.layout.cards[i];
    if (auto it = handShown_.find(c.index); it != handShown_.end()) {
      const Rect g = lerp(it->second, r, follow);
      if (std::fabs(g.x - r.x) > 0.5f || std::fabs(g.y - r.y) > 0.5f) {
        r = g;
        handMoving_ = true;
      }
    }
    shownNow[c.index] = r;
    const bool hovered = (static_cast<int>(i) == hoverCard_ || static_cast<int>(i) == keyFocus_) &&
                         ((myTurn && legal.contains(c)) || passing);
    const bool focused = static_cast<int>(i) == keyFocus_;
    // A lift under the mouse, drawn only: hit-testing keeps the resting position.
    if (hovered) r = r.offset(0, -0.05f * layout_.cardH);
    const float shade = myTurn && !legal.contains(c) ? 0.36f : 0.0f;
    cardShadow(r);
    cards_.drawFace(c, r, 0, shade, texW);
    if (selected.contains(c)) {
      paint_.strokeRound(r, radius, line, kGold);
    } else if (received.contains(c) && !arriving) {
      paint_.strokeRound(r, radius, line, kTeal);
      // A tab on the visible strip, so a received card is found even when mostly covered.
      const Rect v = hv.layout.visible[i];
      const float tabW = std::min(v.w - 0.2f * f, 2.6f * f);
      if (tabW > 0.8f * f) {
        const Rect tab{v.x + (v.w - tabW) / 2, r.y - 0.55f * f, tabW, 1.1f * f};
        paint_.fillRound(tab, tab.h / 2, kTeal);
        text_.draw("new", tab, 0.72f * f, kInk, Align::Center, true);
      }
    } else if (hovered) {
      paint_.strokeRound(r, radius, line * 0.7f, kWhite.withAlpha(200));
    }
    // The keyboard's place in the hand shows even on a card that cannot be played.
    if (focused) paint_.strokeRound(r.inset(-0.25f * f), radius + 0.25f * f, line * 0.6f, kTeal);
  }
  handShown_ = std::move(shownNow);
}

void Screen::drawExchange(double now) {
  const double p = game_->exchangeProgress(now);
  const GameState& s = game_->state();
  const CardSet received = game_->receivedMark();
  const CardSet passed = game_->passedByPlayer();
  const int texW = static_cast<int>(layout_.cardW);
  if (p < 1) {
    // The passed cards leave from where they stood, raised, in the hand before the pass.
    const CardSet before = (s.hand(0) - received) | passed;
    const auto order = displayOrder(before);
    std::uint32_t mask = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
      if (passed.contains(order[i])) mask |= 1u << i;
    const HandLayout hl = layoutHand(layout_, static_cast<int>(order.size()), mask);
    const int target = game_->passTargetSeat();
    const float e = easeInOut(p);
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (!passed.contains(order[i]) || target < 0) continue;
      const Rect dest = Rect::centeredAt(layout_.plate[target].center(), layout_.cardW * 0.4f,
                                         layout_.cardH * 0.4f);
      const Rect r = lerp(hl.cards[i], dest, e);
      cardShadow(r);
      cards_.drawBack(r, 0, texW);
    }
  } else {
    const HandView hv = handView(now);
    const int source = game_->passSourceSeat();
    const float e = easeOut(p - 1);
    for (std::size_t i = 0; i < hv.cards.size(); ++i) {
      if (!received.contains(hv.cards[i]) || source < 0) continue;
      const Rect from = Rect::centeredAt(layout_.plate[source].center(), layout_.cardW * 0.4f,
                                         layout_.cardH * 0.4f);
      const Rect r = lerp(from, hv.layout.cards[i], e);
      cardShadow(r);
      cards_.drawFace(hv.cards[i], r, 0, 0, texW);
    }
  }
}

void Screen::drawStatus(double now) {
  const float f = layout_.font;
  const GameState& s = game_->state();
  // The hand and the rules, under the menu.
  const Rect caption{layout_.menuButton.x, layout_.menuButton.bottom() + 0.25f * f,
                     layout_.width / 2 - layout_.backW * 2, 1.3f * f};
  const Preset* preset = findPreset(s.rules());
  text_.draw("Hand " + std::to_string(s.handNumber()) + " \u00b7 " +
                 prettyName(preset ? preset->name : "custom rules"),
             caption, 0.78f * f, kSoftWhite.withAlpha(200));

  const std::string msg = game_->message(now);
  if (!msg.empty() && !layout_.status.empty()) {
    const bool error = game_->messageIsError(now);
    const float size = 0.95f * f;
    const float w = std::min(layout_.status.w, text_.measure(msg, size, error).x + 1.6f * f);
    const Rect pill{layout_.status.center().x - w / 2, layout_.status.y, w, layout_.status.h};
    paint_.fillRound(pill, pill.h / 2, error ? Color{176, 30, 44, 235} : Color{0, 0, 0, 110});
    text_.draw(msg, pill.inset(0.5f * f), size, kWhite, Align::Center, error);
  }

  if (game_->stage() == Stage::Playing || game_->stage() == Stage::Exchange) {
    const Rect m = layout_.heartsMark;
    const bool broken = s.heartsBroken();
    paint_.fillRound(m, m.h / 2, broken ? Color{120, 14, 28, 220} : Color{0, 0, 0, 80});
    const float hs = 1.05f * f;
    text_.drawInkCentered("\u2665", {m.x + 0.95f * f, m.center().y}, hs,
                          broken ? kRed : kSoftWhite.withAlpha(110));
    const Rect label{m.x + 1.8f * f, m.y, m.w - 2.2f * f, m.h};
    text_.draw(broken ? "Hearts broken" : "Not broken", label, 0.8f * f,
               broken ? kWhite : kSoftWhite.withAlpha(160), Align::Left, broken);
  }
}

void Screen::drawButtons(const std::vector<Button>& bs) {
  const float f = layout_.font;
  for (const Button& b : bs) {
    const Rect r = b.rect;
    if (r.empty()) continue;
    const bool hover = b.id == hoverButton_;
    const bool chip = b.id.find(':') != std::string::npos;
    const bool primary = b.id == "pass" || b.id == "continue" || b.id == "new_game" ||
                         b.id == "moon_add" || b.id == "moon_subtract";
    const bool onTable = b.id == "menu" || b.id == "scores";
    const float radius = chip ? 0.45f * f : r.h / 2;
    Color text = kInk;
    if (primary) {
      paint_.shadow(r.offset(0, 0.12f * f), radius, 0.35f * f, kShadow);
      const Color top = hover ? Color{255, 220, 120, 255} : Color{250, 206, 98, 255};
      const Color bottom = hover ? Color{240, 184, 64, 255} : Color{226, 166, 48, 255};
      paint_.fillRoundGradient(r, radius, top, bottom);
    } else if (onTable) {
      paint_.fillRound(r, radius, hover ? Color{0, 0, 0, 150} : Color{0, 0, 0, 100});
      text = kWhite;
    } else if (chip && b.selected) {
      paint_.fillRound(r, radius, kGold);
    } else {
      paint_.fillRound(r, radius, hover ? Color{222, 218, 206, 255} : Color{236, 233, 224, 255});
      paint_.strokeRound(r, radius, std::max(1.0f, 0.06f * f), {0, 0, 0, 40});
    }
    if (!b.enabled) text = text.withAlpha(110);
    const float size = (primary ? 1.0f : 0.88f) * f;
    text_.draw(b.label, r.inset(0.4f * f), size, text, Align::Center, primary || b.selected);
    if (!b.enabled && primary) paint_.fillRound(r, radius, {40, 40, 40, 90});
  }
}

void Screen::drawPanel(const Rect& r) {
  const float f = layout_.font;
  paint_.fillRect({0, 0, layout_.width, layout_.height}, {0, 0, 0, 110});
  paint_.shadow(r.offset(0, 0.3f * f), 0.8f * f, 1.2f * f, {0, 0, 0, 120});
  paint_.fillRound(r, 0.8f * f, kPanel);
}

void Screen::drawScoreSheet() {
  const float f = layout_.font;
  const Match& m = game_->match();
  const auto& hands = m.hands();
  const ScoreSheetLayout s = layoutScoreSheet(layout_, static_cast<int>(hands.size()));
  drawPanel(s.panel);
  const GameState& st = game_->state();
  std::string title = "Scores";
  if (overlay_ != Overlay::Scores) {
    title = game_->stage() == Stage::GameOver ? winnersText(st.winners())
                                              : "After hand " + std::to_string(st.handNumber());
  }
  text_.draw(title, s.title, 1.35f * f, kInk, Align::Center, true);

  auto cell = [&](int col, const Rect& row) {
    return col == 0 ? Rect{s.columnX[0], row.y, s.columnX[1] - s.columnX[0], row.h}
                    : Rect{s.columnX[static_cast<std::size_t>(col)], row.y, s.columnW, row.h};
  };
  text_.draw("Hand", cell(0, s.header), 0.8f * f, kInkSoft);
  for (int seat = 0; seat < 4; ++seat)
    text_.draw(playerName(seat), cell(seat + 1, s.header), 0.85f * f, kInkSoft, Align::Center,
               true);
  paint_.fillRect({s.header.x, s.header.bottom() - 1, s.header.w, std::max(1.0f, f / 12)},
                  {0, 0, 0, 50});

  for (int k = 0; k < s.visibleHands; ++k) {
    const HandResult& h = hands[static_cast<std::size_t>(s.firstHand + k)];
    const Rect row{s.rows.x, s.rows.y + s.rowH * static_cast<float>(k), s.rows.w, s.rowH};
    if (k % 2 == 1) paint_.fillRect(row, {0, 0, 0, 12});
    text_.draw(std::to_string(h.handNumber), cell(0, row), 0.85f * f, kInkSoft);
    for (int seat = 0; seat < 4; ++seat) {
      const bool shooter = h.moonShooter == seat;
      const std::string v = (shooter ? "\u263d " : "") + signedNumber(h.delta[seat]);
      const Color c = shooter ? Color{176, 120, 10, 255} : h.delta[seat] > 0 ? kInk : Color{20, 130, 110, 255};
      text_.draw(h.delta[seat] == 0 && !shooter ? "\u2013" : v, cell(seat + 1, row), 0.9f * f,
                 h.delta[seat] == 0 && !shooter ? kInkSoft : c, Align::Center, shooter);
    }
  }
  // Totals, the lowest marked.
  const auto& scores = st.scores();
  const int low = *std::min_element(scores.begin(), scores.end());
  paint_.fillRect({s.totals.x, s.totals.y, s.totals.w, std::max(1.0f, f / 10)}, {0, 0, 0, 70});
  text_.draw("Total", cell(0, s.totals), 0.9f * f, kInk, Align::Left, true);
  for (int seat = 0; seat < 4; ++seat) {
    const Rect c = cell(seat + 1, s.totals).inset(0.15f * f);
    if (scores[static_cast<std::size_t>(seat)] == low && !hands.empty())
      paint_.fillRound(c, 0.4f * f, kGold.withAlpha(120));
    const bool winner = game_->stage() == Stage::GameOver && ((st.winners() >> seat) & 1u);
    text_.draw((winner ? "\u2605 " : "") + std::to_string(scores[static_cast<std::size_t>(seat)]),
               c, 1.1f * f, kInk, Align::Center, true);
  }

  std::string note;
  if (hands.empty()) {
    note = "No hand finished yet";
  } else {
    const HandResult& last = hands.back();
    if (last.moonShooter >= 0 && overlay_ != Overlay::Scores) {
      const bool sub = last.moonChoice == MoonChoice::SubtractFromSelf;
      if (last.moonShooter == 0)
        note = sub ? "\u263d You shot the moon: 26 off your score!"
                   : "\u263d You shot the moon: 26 to everyone else!";
      else
        note = std::string("\u263d ") + playerName(last.moonShooter) + " shot the moon" +
               (sub ? ": 26 off their score" : ": 26 to everyone else");
    } else if (game_->stage() == Stage::GameOver) {
      note = "Final scores \u00b7 lowest wins";
    } else {
      note = "Game to " + std::to_string(st.rules().targetScore);
      if (st.rules().maxHands > 0)
        note += " or " + std::to_string(st.rules().maxHands) + " hands";
      note += " \u00b7 lowest wins";
    }
  }
  const bool moonNote = note.rfind("\u263d", 0) == 0;
  text_.draw(note, s.note, 0.9f * f, moonNote ? Color{176, 120, 10, 255} : kInkSoft,
             Align::Center, moonNote);
}

void Screen::drawMenu() {
  const float f = layout_.font;
  const auto ps = presets();
  const MenuLayout m =
      layoutMenu(layout_, static_cast<int>(ps.size()), static_cast<int>(levels_.size()), 2);
  drawPanel(m.panel);
  text_.draw("Hearts", m.title, 1.4f * f, kInk, Align::Left, true);
  const bool differs = presetOf(game_->state().rules()) != settings_.preset;
  text_.draw(differs ? "Rules (for the next new game)" : "Rules", m.presetLabel, 0.85f * f,
             kInkSoft, Align::Left, true);
  text_.draw("Opponents", m.levelLabel, 0.85f * f, kInkSoft, Align::Left, true);
  text_.draw("Speed", m.speedLabel, 0.85f * f, kInkSoft, Align::Left, true);

  const auto rules = presetRules(settings_.preset);
  if (rules) {
    std::string all;
    for (const auto& line : describeRules(*rules)) all += "\u2022 " + line + "\n";
    if (!all.empty()) all.pop_back();
    // The largest size at which every line fits the box.
    float size = 0.85f * f;
    for (; size > 0.5f * f; size -= 0.05f * f) {
      const float lineH = std::round(size * 1.3f);
      const auto lines = text_.wrap(all, m.rulesText.w, size);
      if (static_cast<float>(lines.size()) * lineH <= m.rulesText.h) break;
    }
    text_.drawWrapped(all, m.rulesText, size, kInk);
  }
}

void Screen::drawMoonDialog() {
  const float f = layout_.font;
  const DialogLayout d = layoutDialog(layout_, 3);
  drawPanel(d.panel);
  text_.draw("\u263d You shot the moon!", d.title, 1.35f * f, {176, 120, 10, 255}, Align::Center,
             true);
  std::string body = "You took every heart and the Q\u2660. Choose how it counts: 26 points to "
                     "each of the others, or 26 off your own score.";
  text_.drawWrapped(body, d.body, 0.95f * f, kInk);
}

std::vector<Screen::ToastBox> Screen::toastBoxes() {
  std::vector<ToastBox> out;
  const float f = layout_.font;
  const float w = std::min(layout_.width - 2 * layout_.pad, 30 * f);
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  float y = layout_.middle.y;
  for (const auto& t : toasts_) {
    ToastBox box;
    box.lines = text_.wrap(t.text, w - 1.4f * f, size);
    const float h = static_cast<float>(box.lines.size()) * lineH + 1.0f * f;
    box.rect = {std::round(layout_.width / 2 - w / 2), y, w, h};
    y += h + 0.4f * f;
    out.push_back(std::move(box));
  }
  return out;
}

void Screen::drawToasts(double now) {
  const float f = layout_.font;
  const float size = 0.9f * f;
  const float lineH = std::round(size * 1.3f);
  const auto boxes = toastBoxes();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    const Rect r = boxes[i].rect;
    const float fade = static_cast<float>(std::clamp((toasts_[i].until - now) / 400.0, 0.0, 1.0));
    paint_.fillRound(r, 0.5f * f, Color{20, 24, 28, 235}.scaledAlpha(fade));
    paint_.strokeRound(r, 0.5f * f, std::max(1.0f, 0.08f * f), kGold.scaledAlpha(fade));
    float y = r.y + 0.5f * f;
    for (const auto& line : boxes[i].lines) {
      text_.draw(line, {r.x + 0.7f * f, y, r.w - 1.4f * f, lineH}, size, kWhite.scaledAlpha(fade));
      y += lineH;
    }
  }
}

// --- the test hook ------------------------------------------------------------------------

std::string Screen::testState(double now) const {
  using nlohmann::json;
  json j;
  if (!game_) return "{}";
  const GameState& s = game_->state();
  const float d = layout_.dpr;
  auto css = [d](float v) { return std::round(v / d * 10) / 10; };
  j["phase"] = phaseName(s.phase());
  j["stage"] = stageName(game_->stage());
  j["handNumber"] = s.handNumber();
  j["toMove"] = game_->seatToMove();
  j["passCount"] = s.rules().passCount;
  j["passDirection"] = passDirectionName(s.passDirection());
  j["tricksPlayed"] = s.tricksPlayed();
  j["heartsBroken"] = s.heartsBroken();
  j["idle"] = !game_->busy(now) && !handMoving_ && !cards_.pending();
  // Counts drawn frames: an idle page draws none (render on demand).
  j["framesDrawn"] = framesDrawn_;
  j["preset"] = presetOf(s.rules());
  j["level"] = game_->level();
  j["seed"] = std::to_string(s.seed());

  const HandView hv = handView(now);
  const bool playing = game_->playerToPlay();
  const CardSet legal = game_->legalForPlayer();
  const bool passing = game_->stage() == Stage::Passing;
  const bool blocked = overlay_ != Overlay::None || sheetVisible() || moonDialogVisible();
  json cards = json::array();
  for (std::size_t i = 0; i < hv.cards.size(); ++i) {
    const Card c = hv.cards[i];
    const Rect v = hv.layout.visible[i];
    cards.push_back({{"card", cardName(c)},
                     {"x", css(v.x)},
                     {"y", css(v.y)},
                     {"w", css(v.w)},
                     {"h", css(v.h)},
                     {"legal", !blocked && ((playing && legal.contains(c)) || passing)},
                     {"selected", game_->selection().contains(c)},
                     {"received", game_->receivedMark().contains(c)}});
  }
  j["cards"] = cards;
  json buttons = json::array();
  for (const Button& b : this->buttons())
    buttons.push_back({{"id", b.id},
                       {"x", css(b.rect.x)},
                       {"y", css(b.rect.y)},
                       {"w", css(b.rect.w)},
                       {"h", css(b.rect.h)},
                       {"enabled", b.enabled}});
  j["buttons"] = buttons;
  j["scoreSheet"] = sheetVisible();
  j["menu"] = overlay_ == Overlay::Menu;
  j["moonChoice"] = moonDialogVisible();
  j["scores"] = s.scores();
  j["pointsThisHand"] = game_->shownPoints();
  j["handsPlayed"] = game_->match().hands().size();
  json table = json::array();
  for (const auto& tc : game_->table()) table.push_back({{"card", cardName(tc.card)}, {"seat", tc.seat}});
  j["table"] = table;
  json winners = json::array();
  if (s.phase() == Phase::GameOver)
    for (int seat = 0; seat < 4; ++seat)
      if ((s.winners() >> seat) & 1u) winners.push_back(seat);
  j["winners"] = winners;
  j["message"] = game_->message(now);
  json notices = json::array();
  for (const auto& t : toasts_)
    if (t.until > now) notices.push_back(t.text);
  j["notices"] = notices;
  j["canvas"] = {{"width", css(layout_.width)}, {"height", css(layout_.height)}, {"dpr", d}};
  return j.dump();
}

}  // namespace hearts::ui
