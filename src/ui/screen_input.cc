// The pointer and the buttons: input sent where it goes, a button pressed, a setting
// toggled, a card clicked, dragged or played, the sound muted. The keyboard is screen_keys.cc.
#include "ui/screen_model.h"

#include <algorithm>
#include <cmath>

#include "core/rules.h"
#include "session/rule_options.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/status_text.h"

namespace hearts::ui {

using session::Stage;

UiRequest ScreenModel::handle(const Input& in, double now) {
  if (in.type == Input::Type::PointerDown) inputWay_ = in.touch ? InputWay::Touch : InputWay::Mouse;
  if (in.type == Input::Type::PointerMove && !in.touch) inputWay_ = InputWay::Mouse;
  if (in.type == Input::Type::KeyDown && in.key != Key::None) inputWay_ = InputWay::Keys;
  switch (in.type) {
    case Input::Type::PointerDown: return pointerDown(in.at, in.touch, now);
    case Input::Type::PointerMove: pointerMove(in.at, in.touch, now); return {};
    case Input::Type::PointerUp: pointerUp(in.at, now); return {};
    case Input::Type::PointerLeave: pointerLeave(); return {};
    case Input::Type::KeyDown: return key(in, now);
  }
  return {};
}

bool ScreenModel::gameInProgress() const {
  if (!game_ || game_->table().stage() == Stage::GameOver) return false;
  // The bots' passes, made while the player still chooses, are not yet a game to lose.
  const auto& actions = game_->match().actions();
  return std::any_of(actions.begin(), actions.end(),
                     [](const Action& a) { return a.seat == session::kPlayerSeat || a.kind != Action::Kind::Pass; });
}

bool ScreenModel::act(const session::Intent& intent, double now) {
  dirty_ = true;
  return game_->apply(intent, now);
}

void ScreenModel::toggleTracker(double now) {
  if (overlay_ == Overlay::Tracker) {
    overlay_ = Overlay::None;
  } else if (tableOpen() && act(session::intent::Track{}, now)) {
    overlay_ = Overlay::Tracker;
    keyButton_.reset();
  }
}

void ScreenModel::openReview(int handNumber, double now) {
  overlay_ = Overlay::Review;
  reviewHand_ = handNumber;
  reviewStep_ = 0;
  // The expert's notes need the hand's analysis: worked out now if none is kept.
  act(session::intent::Analyse{handNumber}, now);
  reviewExpert_ = false;
}

std::optional<AppRequest> ScreenModel::askFirst(bool ask, Overlay confirm, AppRequest request) {
  if (ask) {
    overlay_ = confirm;
    keyButton_.reset();
    return std::nullopt;
  }
  overlay_ = Overlay::None;
  return request;
}

UiRequest ScreenModel::press(const Button& b, double now) {
  dirty_ = true;
  if (const auto intent = gameIntent(b)) {
    act(*intent, now);
    return {};
  }
  if (const auto change = settingChange(b)) return *change;
  if (const auto request = appRequest(b)) return *request;
  show(b, now);
  return {};
}

std::optional<session::Intent> ScreenModel::gameIntent(const Button& b) {
  namespace intent = session::intent;
  switch (b.id) {
    case ButtonId::Pass: return intent::Pass{};
    case ButtonId::Continue: return intent::NextHand{};
    case ButtonId::MoonAdd: return intent::ChooseMoon{MoonChoice::AddToOthers};
    case ButtonId::MoonSubtract: return intent::ChooseMoon{MoonChoice::SubtractFromSelf};
    case ButtonId::TakeBack: return intent::TakeBack{};
    case ButtonId::Hint: return intent::Hint{};
    case ButtonId::Claim: return intent::Claim{};
    case ButtonId::ReplayHand: return intent::ReplayHand{};
    default: return std::nullopt;
  }
}

std::optional<SettingChange> ScreenModel::settingChange(const Button& b) const {
  switch (b.id) {
    case ButtonId::Preset:
      if (const std::string* name = b.value.name()) return setting::Preset{*name};
      return std::nullopt;
    case ButtonId::RuleOption: {
      const std::string* choice = b.value.name();
      const auto eq = choice ? choice->find('=') : std::string::npos;
      Rules r = settings_.nextRules();
      if (eq == std::string::npos || !session::applyRuleChoice(r, choice->substr(0, eq), choice->substr(eq + 1)))
        return std::nullopt;
      return setting::CustomRules{r};
    }
    case ButtonId::Setting:
      if (const auto choice = b.value.toggle()) return *choice;
      return std::nullopt;
    case ButtonId::Level:
      if (const auto level = b.value.level()) return setting::Level{*level};
      return std::nullopt;
    case ButtonId::Speed:
      if (const auto speed = b.value.speed()) return setting::Pace{*speed};
      return std::nullopt;
    case ButtonId::UndoOption:
      if (const auto undo = b.value.undo()) return setting::Undo{undo->allowed};
      return std::nullopt;
    case ButtonId::Volume:
      if (const auto percent = b.value.number()) return setting::Volume{*percent};
      return std::nullopt;
    default: return std::nullopt;
  }
}

std::optional<AppRequest> ScreenModel::appRequest(const Button& b) {
  switch (b.id) {
    case ButtonId::DailyDeal:
    case ButtonId::DailyOnTable:
      return askFirst(gameInProgress() && !game_->daily(), Overlay::ConfirmDaily, AppRequest::DailyDeal);
    case ButtonId::NewGame: return askFirst(gameInProgress(), Overlay::ConfirmNewGame, AppRequest::NewGame);
    case ButtonId::ResetConfirm: overlay_ = Overlay::Statistics; return AppRequest::ResetStatistics;
    case ButtonId::DailyConfirm: overlay_ = Overlay::None; return AppRequest::DailyDeal;
    case ButtonId::NewGameConfirm: overlay_ = Overlay::None; return AppRequest::NewGame;
    case ButtonId::LinkedDealConfirm: overlay_ = Overlay::None; return AppRequest::PlayLinkedDeal;
    case ButtonId::PlayAgain: overlay_ = Overlay::None; return AppRequest::PlayAgain;
    // The notice that tells where the link or the file went shows on the table.
    case ButtonId::Share: overlay_ = Overlay::None; return AppRequest::Share;
    case ButtonId::Export: overlay_ = Overlay::None; return AppRequest::Export;
    case ButtonId::Import: overlay_ = Overlay::None; return AppRequest::Import;
    default: return std::nullopt;
  }
}

void ScreenModel::show(const Button& b, double now) {
  switch (b.id) {
    case ButtonId::Menu: overlay_ = Overlay::Menu; break;
    case ButtonId::MenuClose:
    case ButtonId::ScoresClose:
    case ButtonId::Close: overlay_ = overlay_ == Overlay::ConfirmReset ? Overlay::Statistics : Overlay::None; break;
    case ButtonId::Scores: overlay_ = Overlay::Scores; break;
    case ButtonId::Tab:
      if (const auto tab = b.value.tab()) menuTab_ = *tab;
      overlay_ = Overlay::Menu;  // also the way back from the custom rules
      break;
    case ButtonId::CustomRules: overlay_ = Overlay::CustomRules; break;
    case ButtonId::Tracker: toggleTracker(now); break;
    case ButtonId::LastTrick:
      overlay_ = Overlay::LastTrick;
      lastTrickAsked_ = b.value.number().value_or(-1);
      break;
    case ButtonId::Review:
    case ButtonId::HandRow:
      if (const auto hand = b.value.number()) openReview(*hand, now);
      break;
    case ButtonId::ReviewWho:
      if (const auto play = b.value.play()) reviewExpert_ = *play == ReviewPlay::Expert;
      break;
    case ButtonId::StatsTab:
      if (const auto page = b.value.statsTab()) statsTab_ = *page;
      break;
    case ButtonId::ReviewBack: reviewStep_ = std::max(0, reviewStep_ - 1); break;
    case ButtonId::ReviewNext: ++reviewStep_; break;
    case ButtonId::Statistics: overlay_ = Overlay::Statistics; break;
    case ButtonId::ResetStats: overlay_ = Overlay::ConfirmReset; break;
    default: break;
  }
}

std::optional<Card> ScreenModel::pendingPlay() const {
  if (!pendingCard_ || !game_ || !settings_.confirmCard || !game_->table().playerToPlay() ||
      pendingAt_ != game_->match().actions().size() || !game_->desk().legalForPlayer().contains(*pendingCard_))
    return std::nullopt;
  return pendingCard_;
}

std::string ScreenModel::statusMessage(double now) const {
  if (!game_) return {};
  if (const auto card = pendingPlay())
    return pointWord(inputWay_, true) + " the " + cardLabel(*card) + " again to play it";
  return statusText(*game_, now, inputWay_);
}

void ScreenModel::clickHandCard(const HandView& hv, int i, double now) {
  const CardView& cv = hv.cards[static_cast<std::size_t>(i)];
  // With "tap twice": the first tap on a playable card raises it, the second plays it.
  if (settings_.confirmCard && game_->table().playerToPlay() && game_->desk().legalForPlayer().contains(cv.card) &&
      pendingPlay() != cv.card) {
    pendingCard_ = cv.card;
    pendingAt_ = game_->match().actions().size();
    return;
  }
  pendingCard_.reset();
  if (act(session::intent::ChooseCard{cv.card}, now) && game_->table().stage() == Stage::Playing)
    flightFrom_[cv.card.index] = cv.rect;
}

UiRequest ScreenModel::pointerDown(Point p, bool touch, double now) {
  dirty_ = true;
  touchPress_.reset();
  if (!game_) return {};
  // Buttons first, even under a notice: a notice never blocks the game.
  const std::vector<Button> all = buttons();
  if (const Button* b = buttonAt(all, p)) return press(*b, now);
  // A tap on a notice puts it away.
  if (notices_.dismissAt(p, layout_, metrics_, noticeKeepClear())) return {};
  // A tap just beside a small button is meant for it (a fingertip is larger than a chip on
  // a phone), unless a card of the hand is under it.
  const Button* near = buttonNear(all, p, kTouchTarget * layout_.dpr);
  if (const auto s = sheet()) {
    if (near) return press(*near, now);
    // A tap beside a sheet the player opened closes it; the game's own sheets stay.
    if (overlay_ != Overlay::None && !s->panel.contains(p))
      overlay_ = overlay_ == Overlay::ConfirmReset ? Overlay::Statistics : Overlay::None;
    return {};
  }
  const HandView hv = handView(now);
  const int i = hitTestHand(hv.layout, p);
  if (i >= 0) {
    const Card c = hv.cards[static_cast<std::size_t>(i)].card;
    // A finger on a card to play: played when it lifts, or dragged to the table.
    if (touch && game_->table().playerToPlay() && game_->desk().legalForPlayer().contains(c)) {
      touchPress_ = TouchPress{c, p, p};
      return {};
    }
    clickHandCard(hv, i, now);
    return {};
  }
  if (near) return press(*near, now);
  act(session::intent::Hurry{}, now);
  return {};
}

void ScreenModel::pointerUp(Point p, double now) {
  if (!touchPress_ || !game_) return;
  const TouchPress press = *touchPress_;
  touchPress_.reset();
  dirty_ = true;
  const HandView hv = handView(now);
  for (std::size_t i = 0; i < hv.cards.size(); ++i) {
    if (hv.cards[i].card != press.card) continue;
    if (!press.dragging) {
      clickHandCard(hv, static_cast<int>(i), now);
    } else if (p.y < layout_.handArea.y) {
      // Let go over the table: played from where the finger left it.
      pendingCard_.reset();
      const Rect at = hv.cards[i].rect.offset(p.x - press.from.x, p.y - press.from.y);
      if (act(session::intent::ChooseCard{press.card}, now)) flightFrom_[press.card.index] = at;
    }
    return;
  }
}

void ScreenModel::pointerMove(Point p, bool touch, double now) {
  if (!game_) return;
  if (touch) {
    // A finger moves only what it holds.
    if (touchPress_) {
      touchPress_->at = p;
      const float dx = p.x - touchPress_->from.x;
      const float dy = p.y - touchPress_->from.y;
      if (std::hypot(dx, dy) > 0.3f * layout_.cardW) touchPress_->dragging = true;
      dirty_ = true;
    }
    return;
  }
  if (keyFocus_ >= 0 || keyButton_) {
    keyFocus_ = -1;
    keyButton_.reset();
    dirty_ = true;
  }
  const std::vector<Button> all = buttons();
  std::optional<Button> hb;
  if (const Button* b = buttonAt(all, p)) hb = *b;
  int hc = -1;
  if (!hb && tableOpen()) hc = hitTestHand(handView(now).layout, p);
  if (!hb && hc < 0)
    if (const Button* b = buttonNear(all, p, kTouchTarget * layout_.dpr)) hb = *b;
  const bool sameButton = hb.has_value() == hoverButton_.has_value() &&
                          (!hb || hb->sameAs(*hoverButton_));
  if (!sameButton || hc != hoverCard_) {
    hoverButton_ = hb;
    hoverCard_ = hc;
    dirty_ = true;
  }
}

UiRequest ScreenModel::activate(std::string_view target, double now) {
  dirty_ = true;
  if (!game_) return {};
  if (target.substr(0, 5) == "card:") {
    const auto card = parseCard(target.substr(5));
    if (!card || !tableOpen()) return {};
    // A named card needs no second tap to confirm it.
    pendingCard_.reset();
    const HandView hv = handView(now);
    for (const CardView& cv : hv.cards)
      if (cv.card == *card && act(session::intent::ChooseCard{cv.card}, now) && game_->table().stage() == Stage::Playing)
        flightFrom_[cv.card.index] = cv.rect;
    return {};
  }
  if (target.substr(0, 7) == "button:")
    for (const Button& b : buttons())
      if (b.enabled && b.hookName() == target.substr(7)) return press(b, now);
  return {};
}

void ScreenModel::pointerLeave() {
  if (hoverCard_ != -1 || hoverButton_) dirty_ = true;
  hoverCard_ = -1;
  hoverButton_.reset();
}

UiRequest ScreenModel::mute(double now) {
  if (settings_.soundOff()) notify("Sound on (M mutes it)", now);
  else notify("Sound muted (M turns it back on)", now);
  return setting::Mute{};
}

}  // namespace hearts::ui
