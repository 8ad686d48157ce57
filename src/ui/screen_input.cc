// The pointer and the buttons: input sent where it goes, a button pressed, a setting
// toggled, a card clicked, dragged or played, the sound muted. The keyboard is screen_keys.cc.
#include "ui/screen_model.h"

#include <algorithm>
#include <cmath>

#include "core/rules.h"
#include "session/rule_options.h"
#include "session/seats.h"
#include "session/wording.h"

namespace hearts::ui {

using session::Stage;

UiRequest ScreenModel::handle(const Input& in, double now) {
  if (in.type == Input::Type::PointerDown) inputWay_ = in.touch ? session::InputWay::Touch : session::InputWay::Mouse;
  if (in.type == Input::Type::PointerMove && !in.touch) inputWay_ = session::InputWay::Mouse;
  if (in.type == Input::Type::KeyDown && in.key != Key::None) inputWay_ = session::InputWay::Keys;
  switch (in.type) {
    case Input::Type::PointerDown: return pointerDown(in.at, in.touch, now);
    case Input::Type::PointerMove: pointerMove(in.at, in.touch, now); return UiRequest::None;
    case Input::Type::PointerUp: pointerUp(in.at, now); return UiRequest::None;
    case Input::Type::PointerLeave: pointerLeave(); return UiRequest::None;
    case Input::Type::KeyDown: return key(in, now);
  }
  return UiRequest::None;
}

bool ScreenModel::gameInProgress() const {
  if (!game_ || game_->table().stage() == Stage::GameOver) return false;
  // The bots' passes, made while the player still chooses, are not yet a game to lose.
  const auto& actions = game_->match().actions();
  return std::any_of(actions.begin(), actions.end(),
                     [](const Action& a) { return a.seat == session::kPlayerSeat || a.kind != Action::Kind::Pass; });
}

void ScreenModel::toggleTracker() {
  if (overlay_ == Overlay::Tracker) {
    overlay_ = Overlay::None;
  } else if (tableOpen() && game_->coach().trackerOpened()) {
    overlay_ = Overlay::Tracker;
    keyButton_.reset();
  }
}

void ScreenModel::openReview(int handNumber) {
  overlay_ = Overlay::Review;
  reviewHand_ = handNumber;
  reviewStep_ = 0;
  // The expert's notes need the hand's analysis: worked out now if none is kept.
  game_->coach().requestAnalysis(handNumber);
  reviewExpert_ = false;
}

UiRequest ScreenModel::askFirst(bool ask, Overlay confirm, UiRequest request) {
  if (ask) {
    overlay_ = confirm;
    keyButton_.reset();
    return UiRequest::None;
  }
  overlay_ = Overlay::None;
  return request;
}

UiRequest ScreenModel::press(const Button& b, double now) {
  dirty_ = true;
  switch (b.id) {
    case ButtonId::Menu: overlay_ = Overlay::Menu; break;
    case ButtonId::MenuClose:
    case ButtonId::ScoresClose:
    case ButtonId::Close:
      overlay_ = overlay_ == Overlay::ConfirmReset ? Overlay::Statistics : Overlay::None;
      break;
    case ButtonId::Scores: overlay_ = Overlay::Scores; break;
    case ButtonId::Tab:
      if (const auto tab = b.value.tab()) menuTab_ = *tab;
      overlay_ = Overlay::Menu;  // also the way back from the custom rules
      break;
    case ButtonId::CustomRules: overlay_ = Overlay::CustomRules; break;
    case ButtonId::Pass: game_->desk().confirmPass(now); break;
    case ButtonId::Continue: game_->desk().continueAfterHand(now); break;
    case ButtonId::MoonAdd: game_->desk().chooseMoon(MoonChoice::AddToOthers, now); break;
    case ButtonId::MoonSubtract: game_->desk().chooseMoon(MoonChoice::SubtractFromSelf, now); break;
    case ButtonId::TakeBack: game_->desk().undo(now); break;
    case ButtonId::Hint: game_->coach().requestHint(); break;
    case ButtonId::Claim: game_->desk().claim(now); break;
    case ButtonId::Tracker: toggleTracker(); break;
    case ButtonId::LastTrick:
      overlay_ = Overlay::LastTrick;
      lastTrickAsked_ = b.value.number().value_or(-1);
      break;
    case ButtonId::Review:
    case ButtonId::HandRow:
      if (const auto hand = b.value.number()) openReview(*hand);
      break;
    case ButtonId::ReviewWho:
      if (const auto play = b.value.play()) reviewExpert_ = *play == ReviewPlay::Expert;
      break;
    case ButtonId::StatsTab:
      if (const auto page = b.value.statsTab()) statsTab_ = *page;
      break;
    case ButtonId::DailyDeal:
    case ButtonId::DailyOnTable:
      return askFirst(gameInProgress() && !game_->daily(), Overlay::ConfirmDaily, UiRequest::DailyDeal);
    case ButtonId::DailyConfirm: overlay_ = Overlay::None; return UiRequest::DailyDeal;
    case ButtonId::ReviewBack: reviewStep_ = std::max(0, reviewStep_ - 1); break;
    case ButtonId::ReviewNext: ++reviewStep_; break;
    case ButtonId::ReplayHand: game_->desk().replayHand(now); break;
    case ButtonId::Statistics: overlay_ = Overlay::Statistics; break;
    case ButtonId::ResetStats: overlay_ = Overlay::ConfirmReset; break;
    case ButtonId::ResetConfirm: overlay_ = Overlay::Statistics; return UiRequest::ResetStatistics;
    case ButtonId::NewGame:
      return askFirst(gameInProgress(), Overlay::ConfirmNewGame, UiRequest::NewGame);
    case ButtonId::NewGameConfirm: overlay_ = Overlay::None; return UiRequest::NewGame;
    case ButtonId::LinkedDealConfirm: overlay_ = Overlay::None; return UiRequest::PlayLinkedDeal;
    case ButtonId::PlayAgain: overlay_ = Overlay::None; return UiRequest::PlayAgain;
    // The notice that tells where the link or the file went shows on the table.
    case ButtonId::Share: overlay_ = Overlay::None; return UiRequest::Share;
    case ButtonId::Export: overlay_ = Overlay::None; return UiRequest::Export;
    case ButtonId::Import: overlay_ = Overlay::None; return UiRequest::Import;
    case ButtonId::Preset:
      if (const std::string* name = b.value.name()) settings_.choosePreset(*name);
      return UiRequest::SettingsChanged;
    case ButtonId::RuleOption: {
      const std::string* choice = b.value.name();
      const auto eq = choice ? choice->find('=') : std::string::npos;
      Rules r = settings_.nextRules();
      if (eq == std::string::npos ||
          !session::applyRuleChoice(r, choice->substr(0, eq), choice->substr(eq + 1)))
        return UiRequest::None;
      settings_.chooseRules(r);
      return UiRequest::SettingsChanged;
    }
    case ButtonId::Setting:
      if (const auto choice = b.value.toggle()) return setting(*choice);
      return UiRequest::None;
    case ButtonId::Level:
      if (const std::string* name = b.value.name()) settings_.level = *name;
      // A daily deal stays at its own level; the choice is for the next game.
      if (!game_->daily()) game_->setLevel(settings_.level);
      return UiRequest::SettingsChanged;
    case ButtonId::Speed:
      if (const auto speed = b.value.speed()) settings_.speed = *speed;
      game_->table().setPacing(pacingFor(settings_.speed));
      return UiRequest::SettingsChanged;
    case ButtonId::UndoOption:
      if (const auto undo = b.value.undo()) settings_.undo = undo->allowed;
      if (!game_->daily()) game_->desk().setUndoAllowed(settings_.undo);
      return UiRequest::SettingsChanged;
    case ButtonId::Volume:
      if (const auto percent = b.value.number()) settings_.volume = std::clamp(*percent, 0, 100);
      settings_.muted = false;
      return UiRequest::SettingsChanged;
  }
  return UiRequest::None;
}

UiRequest ScreenModel::setting(ToggleChoice choice) {
  switch (choice.toggle) {
    case Toggle::AutoPlay:
      settings_.autoPlay = choice.on;
      game_->desk().setAutoPlaySingle(choice.on);
      break;
    case Toggle::ConfirmCard:
      settings_.confirmCard = choice.on;
      pendingCard_.reset();
      break;
    case Toggle::FourColour: settings_.fourColour = choice.on; break;
    case Toggle::LargeIndex: settings_.largeIndex = choice.on; break;
    case Toggle::ExpertInChair: settings_.expertInChair = choice.on; break;
  }
  return UiRequest::SettingsChanged;
}

std::optional<Card> ScreenModel::pendingPlay() const {
  if (!pendingCard_ || !game_ || !settings_.confirmCard || !game_->desk().playerToPlay() ||
      pendingAt_ != game_->match().actions().size() || !game_->desk().legalForPlayer().contains(*pendingCard_))
    return std::nullopt;
  return pendingCard_;
}

std::string ScreenModel::statusMessage(double now) const {
  if (!game_) return {};
  if (const auto card = pendingPlay())
    return session::pointWord(inputWay_, true) + " the " + cardLabel(*card) + " again to play it";
  return game_->message(now, inputWay_);
}

void ScreenModel::clickHandCard(const HandView& hv, int i, double now) {
  const CardView& cv = hv.cards[static_cast<std::size_t>(i)];
  // With "tap twice": the first tap on a playable card raises it, the second plays it.
  if (settings_.confirmCard && game_->desk().playerToPlay() && game_->desk().legalForPlayer().contains(cv.card) &&
      pendingPlay() != cv.card) {
    pendingCard_ = cv.card;
    pendingAt_ = game_->match().actions().size();
    return;
  }
  pendingCard_.reset();
  if (game_->desk().clickCard(cv.card, now) && game_->table().stage() == Stage::Playing)
    flightFrom_[cv.card.index] = cv.rect;
}

UiRequest ScreenModel::pointerDown(Point p, bool touch, double now) {
  dirty_ = true;
  touchPress_.reset();
  if (!game_) return UiRequest::None;
  // Buttons first, even under a notice: a notice never blocks the game.
  const std::vector<Button> all = buttons();
  if (const Button* b = buttonAt(all, p)) return press(*b, now);
  // A tap on a notice puts it away.
  if (notices_.dismissAt(p, layout_, metrics_, noticeKeepClear())) return UiRequest::None;
  // A tap just beside a small button is meant for it (a fingertip is larger than a chip on
  // a phone), unless a card of the hand is under it.
  const Button* near = buttonNear(all, p, kTouchTarget * layout_.dpr);
  if (const auto s = sheet()) {
    if (near) return press(*near, now);
    // A tap beside a sheet the player opened closes it; the game's own sheets stay.
    if (overlay_ != Overlay::None && !s->panel.contains(p))
      overlay_ = overlay_ == Overlay::ConfirmReset ? Overlay::Statistics : Overlay::None;
    return UiRequest::None;
  }
  const HandView hv = handView(now);
  const int i = hitTestHand(hv.layout, p);
  if (i >= 0) {
    const Card c = hv.cards[static_cast<std::size_t>(i)].card;
    // A finger on a card to play: played when it lifts, or dragged to the table.
    if (touch && game_->desk().playerToPlay() && game_->desk().legalForPlayer().contains(c)) {
      touchPress_ = TouchPress{c, p, p};
      return UiRequest::None;
    }
    clickHandCard(hv, i, now);
    return UiRequest::None;
  }
  if (near) return press(*near, now);
  game_->table().hurry(now);
  return UiRequest::None;
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
      if (game_->desk().clickCard(press.card, now)) flightFrom_[press.card.index] = at;
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
  if (!game_) return UiRequest::None;
  if (target.substr(0, 5) == "card:") {
    const auto card = parseCard(target.substr(5));
    if (!card || !tableOpen()) return UiRequest::None;
    // A named card needs no second tap to confirm it.
    pendingCard_.reset();
    const HandView hv = handView(now);
    for (const CardView& cv : hv.cards)
      if (cv.card == *card && game_->desk().clickCard(cv.card, now) && game_->table().stage() == Stage::Playing)
        flightFrom_[cv.card.index] = cv.rect;
    return UiRequest::None;
  }
  if (target.substr(0, 7) == "button:")
    for (const Button& b : buttons())
      if (b.enabled && b.hookName() == target.substr(7)) return press(b, now);
  return UiRequest::None;
}

void ScreenModel::pointerLeave() {
  if (hoverCard_ != -1 || hoverButton_) dirty_ = true;
  hoverCard_ = -1;
  hoverButton_.reset();
}

void ScreenModel::toggleMute(double now) {
  // Unmuting a game whose volume is off brings the sound back at the usual level.
  if (settings_.muted || settings_.volume == 0) {
    settings_.muted = false;
    if (settings_.volume == 0) settings_.volume = UiSettings{}.volume;
    notify("Sound on (M mutes it)", now);
  } else {
    settings_.muted = true;
    notify("Sound muted (M turns it back on)", now);
  }
}

}  // namespace hearts::ui
