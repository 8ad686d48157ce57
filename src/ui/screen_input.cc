// The pointer and the buttons: input sent where it goes, a button pressed, a setting
// toggled, a card clicked, dragged or played, the sound muted. The keyboard is screen_keys.cc.
#include "ui/screen_model.h"

#include <algorithm>

#include "core/rules.h"
#include "session/rule_options.h"
#include "session/seats.h"
#include "words/words.h"

namespace hearts::ui {

using session::Stage;

UiRequest ScreenModel::handle(const Input& in, double now) {
  attention_.follow(in);
  switch (in.type) {
    case Input::Type::PointerDown: return pointerDown(in.at, in.touch, now);
    case Input::Type::PointerMove: pointerMove(in.at, in.touch, now); return {};
    case Input::Type::PointerUp: return pointerUp(in.at, now);
    case Input::Type::PointerLeave:
      if (attention_.pointAt(std::nullopt, -1)) dirty_ = true;
      return {};
    case Input::Type::KeyDown: return nameEdit_ ? typeName(in, now) : key(in, now);
    case Input::Type::Wheel: wheel(in); return {};
    case Input::Type::Text: return typeName(in, now);
  }
  return {};
}

bool ScreenModel::gameInProgress() const {
  if (!given_.game || given_.game->table().stage() == Stage::GameOver) return false;
  // The bots' passes, made while the player still chooses, are not yet a game to lose.
  const auto& actions = given_.game->match().actions();
  return std::any_of(actions.begin(), actions.end(),
                     [](const Action& a) { return a.seat == session::kPlayerSeat || a.kind != Action::Kind::Pass; });
}

bool ScreenModel::act(const session::Intent& intent, double now) {
  dirty_ = true;
  return given_.game->apply(intent, now);
}

void ScreenModel::toggleTracker(double now) {
  if (sheets_.overlay() == Overlay::Tracker) {
    sheets_.open(Overlay::None);
  } else if (tableOpen() && act(session::intent::Track{}, now)) {
    sheets_.open(Overlay::Tracker);
    attention_.unfocusButton();
  }
}

void ScreenModel::openReview(int handNumber, double now) {
  sheets_.openReview(handNumber);
  // The expert's notes need the hand's analysis: worked out now if none is kept.
  act(session::intent::Analyse{handNumber}, now);
}

std::optional<AppRequest> ScreenModel::askFirst(bool ask, Overlay confirm, AppRequest request) {
  if (ask) {
    sheets_.open(confirm);
    attention_.unfocusButton();
    return std::nullopt;
  }
  sheets_.open(Overlay::None);
  return request;
}

UiRequest ScreenModel::press(const Button& b, double now) {
  dirty_ = true;
  if (const auto intent = gameIntent(b)) {
    act(*intent, now);
    return {};
  }
  if (const auto change = settingChange(b)) {
    // A language chosen in their list: back to the Options, which show it in its words.
    if (b.id == ButtonId::LanguageChoice) sheets_.openMenu(MenuTab::Options);
    return *change;
  }
  switch (b.id) {
    case ButtonId::PlayerName: nameEdit_ = NameEdit{given_.settings.playerName, {}}; return {};
    case ButtonId::NameKeep: return keepName();
    case ButtonId::NameCancel: nameEdit_.reset(); return {};
    default: break;
  }
  if (b.id == ButtonId::RulesKeep || b.id == ButtonId::RulesNewGame) return keepRules(b.id);
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
    case ButtonId::Setting:
      if (const auto choice = b.value.toggle()) return *choice;
      return std::nullopt;
    case ButtonId::Level:
      if (const auto level = b.value.level()) return setting::Level{*level};
      return std::nullopt;
    case ButtonId::SeatLevel:
      if (const auto seatLevel = b.value.seatLevel()) return *seatLevel;
      return std::nullopt;
    case ButtonId::LevelTable: return setting::LevelTable{};
    case ButtonId::Speed:
      if (const auto speed = b.value.speed()) return setting::Pace{*speed};
      return std::nullopt;
    case ButtonId::UndoOption:
      if (const auto undo = b.value.undo()) return setting::Undo{undo->allowed};
      return std::nullopt;
    case ButtonId::Volume:
      if (const auto percent = b.value.number()) return setting::Volume{*percent};
      return std::nullopt;
    case ButtonId::CardBack:
      if (const auto back = b.value.back()) return setting::Back{*back};
      return std::nullopt;
    case ButtonId::Felt:
      if (const auto felt = b.value.felt()) return setting::Table{*felt};
      return std::nullopt;
    case ButtonId::LanguageChoice: return b.value.language();
    default: return std::nullopt;
  }
}

std::optional<AppRequest> ScreenModel::appRequest(const Button& b) {
  switch (b.id) {
    case ButtonId::DailyDeal:
    case ButtonId::DailyOnTable:
      return askFirst(gameInProgress() && !given_.game->daily(), Overlay::ConfirmDaily, AppRequest::DailyDeal);
    case ButtonId::NewGame: return askFirst(gameInProgress(), Overlay::ConfirmNewGame, AppRequest::NewGame);
    case ButtonId::ResetConfirm: sheets_.open(Overlay::Statistics); return AppRequest::ResetStatistics;
    case ButtonId::DailyConfirm: sheets_.open(Overlay::None); return AppRequest::DailyDeal;
    case ButtonId::NewGameConfirm: sheets_.open(Overlay::None); return AppRequest::NewGame;
    case ButtonId::LinkedDealConfirm: sheets_.open(Overlay::None); return AppRequest::PlayLinkedDeal;
    case ButtonId::PlayHere: return AppRequest::PlayHere;
    case ButtonId::PlayAgain: sheets_.open(Overlay::None); return AppRequest::PlayAgain;
    // The notice that tells where the link or the file went shows on the table.
    case ButtonId::Share: sheets_.open(Overlay::None); return AppRequest::Share;
    case ButtonId::Export: sheets_.open(Overlay::None); return AppRequest::Export;
    case ButtonId::Import: sheets_.open(Overlay::None); return AppRequest::Import;
    default: return std::nullopt;
  }
}

UiRequest ScreenModel::keepRules(ButtonId id) {
  const std::optional<Rules> draft = sheets_.rulesDraft();
  if (!draft) return {};
  const setting::CustomRules keep{*draft};
  if (id == ButtonId::RulesKeep) {
    sheets_.openMenu(MenuTab::Rules);
    return keep;
  }
  // A new game with them: kept first, whether or not the game in progress is then given up.
  if (const auto request = askFirst(gameInProgress(), Overlay::ConfirmNewGame, AppRequest::NewGame))
    return SettingThenRequest{keep, *request};
  return keep;
}

void ScreenModel::show(const Button& b, double now) {
  switch (b.id) {
    case ButtonId::CustomRules: sheets_.openCustomRules(given_.settings.nextRules()); break;
    case ButtonId::RuleOption:
      if (const std::string* choice = b.value.name()) sheets_.chooseRule(*choice);
      break;
    case ButtonId::Tracker: toggleTracker(now); break;
    case ButtonId::Review:
    case ButtonId::HandRow:
      if (const auto hand = b.value.number()) openReview(*hand, now);
      break;
    default: sheets_.show(b); break;
  }
}

void ScreenModel::clickHandCard(const HandView& hv, int i, double now) {
  const CardView& cv = hv.cards[static_cast<std::size_t>(i)];
  session::GameSession& game = *given_.game;
  // With "tap twice": the first tap on a playable card raises it, the second plays it.
  if (given_.settings.confirmCard && game.table().playerToPlay() && game.desk().legalForPlayer().contains(cv.card) &&
      pendingPlay() != cv.card) {
    attention_.tapOnce(cv.card, game.match().actions().size());
    return;
  }
  attention_.forgetTap();
  if (act(session::intent::ChooseCard{cv.card}, now) && game.table().stage() == Stage::Playing)
    flightFrom_[cv.card.index] = cv.rect;
}

UiRequest ScreenModel::pointerDown(Point p, bool touch, double now) {
  dirty_ = true;
  attention_.release();
  sheets_.scroll().release();
  if (!given_.game) return {};
  const std::optional<SheetView> s = sheet();
  // A finger on rows that scroll may drag them: what it touched it presses only as it lifts.
  if (touch && holdRows(p, s)) return {};
  return pressAt(p, touch, s, now);
}

UiRequest ScreenModel::pressAt(Point p, bool touch, const std::optional<SheetView>& s, double now) {
  // Buttons first, even under a notice: a notice never blocks the game.
  const std::vector<Button> all = buttons(s);
  if (const Button* b = buttonAt(all, p)) return press(*b, now);
  // A tap on a notice puts it away.
  if (notices_.dismissAt(p, layout_, metrics_, noticeKeepClear(s, all))) return {};
  // A tap just beside a small button is meant for it (a fingertip is larger than a chip on
  // a phone), unless a card of the hand is under it.
  const Button* near = buttonNear(all, p, kTouchTarget * layout_.dpr);
  if (s) {
    if (near) return press(*near, now);
    // A tap beside a sheet the player opened closes it; the game's own sheets stay.
    if (sheets_.overlay() != Overlay::None && !s->panel.contains(p)) sheets_.close();
    return {};
  }
  const HandView hv = handView(now);
  const int i = hitTestHand(hv.layout, p);
  if (i >= 0) {
    const Card c = hv.cards[static_cast<std::size_t>(i)].card;
    // A finger on a card to play: played when it lifts, or dragged to the table.
    if (touch && given_.game->table().playerToPlay() && given_.game->desk().legalForPlayer().contains(c)) {
      attention_.hold(c, p);
      return {};
    }
    clickHandCard(hv, i, now);
    return {};
  }
  if (near) return press(*near, now);
  act(session::intent::Hurry{}, now);
  return {};
}

UiRequest ScreenModel::pointerUp(Point p, double now) {
  if (!given_.game) return {};
  // A finger lifted from a sheet's rows where it came down: a tap there.
  if (const auto rows = sheets_.scroll().release(); rows && !rows->dragging) {
    dirty_ = true;
    return pressAt(rows->from, true, sheet(), now);
  }
  const std::optional<Attention::TouchPress> press = attention_.release();
  if (!press) return {};
  dirty_ = true;
  const HandView hv = handView(now);
  for (std::size_t i = 0; i < hv.cards.size(); ++i) {
    if (hv.cards[i].card != press->card) continue;
    if (!press->dragging) {
      clickHandCard(hv, static_cast<int>(i), now);
    } else if (p.y < layout_.handArea.y) {
      // Let go over the table: played from where the finger left it.
      attention_.forgetTap();
      const Rect at = hv.cards[i].rect.offset(p.x - press->from.x, p.y - press->from.y);
      if (act(session::intent::ChooseCard{press->card}, now)) flightFrom_[press->card.index] = at;
    }
    return {};
  }
  return {};
}

void ScreenModel::pointerMove(Point p, bool touch, double now) {
  if (!given_.game) return;
  if (touch) {
    // A finger moves only what it holds: a sheet's rows, or a card.
    if (!dragRows(p) && attention_.moveHold(p, 0.3f * layout_.cardW)) dirty_ = true;
    return;
  }
  if (attention_.dropKeys()) dirty_ = true;
  const std::vector<Button> all = buttons(sheet());
  std::optional<Button> hb;
  if (const Button* b = buttonAt(all, p)) hb = *b;
  int hc = -1;
  if (!hb && tableOpen()) hc = hitTestHand(handView(now).layout, p);
  if (!hb && hc < 0)
    if (const Button* b = buttonNear(all, p, kTouchTarget * layout_.dpr)) hb = *b;
  if (attention_.pointAt(hb, hc)) dirty_ = true;
}

UiRequest ScreenModel::activate(std::string_view target, double now) {
  dirty_ = true;
  if (!given_.game) return {};
  if (target.substr(0, 5) == "card:") {
    const auto card = parseCard(target.substr(5));
    if (!card || !tableOpen()) return {};
    // A named card needs no second tap to confirm it.
    attention_.forgetTap();
    const HandView hv = handView(now);
    for (const CardView& cv : hv.cards)
      if (cv.card == *card && act(session::intent::ChooseCard{cv.card}, now) &&
          given_.game->table().stage() == Stage::Playing)
        flightFrom_[cv.card.index] = cv.rect;
    return {};
  }
  if (target.substr(0, 7) == "button:")
    for (const Button& b : buttons(sheet()))
      if (b.enabled && b.hookName() == target.substr(7)) return press(b, now);
  return {};
}

UiRequest ScreenModel::mute(double now) {
  // TRANSLATORS: M is the key that mutes the sound, whatever the language.
  if (given_.settings.soundOff()) notify(words::tr("Sound on (M mutes it)"), now);
  else notify(words::tr("Sound muted (M turns it back on)"), now);
  return setting::Mute{};
}

}  // namespace hearts::ui
