// Which sheet lies over the table: opened, closed and stepped through as the buttons and the
// keys ask, and built for the frame (sheets.h).
#include "ui/sheet_state.h"

#include <algorithm>
#include <cmath>

#include "session/review.h"
#include "session/rule_options.h"
#include "session/seats.h"

namespace hearts::ui {

using session::Stage;

void SheetState::toggle(Overlay o) {
  if (overlay_ == Overlay::None || overlay_ == o) open(overlay_ == o ? Overlay::None : o);
}

void SheetState::show(const Button& b) {
  const Overlay was = overlay_;
  const MenuTab wasTab = menuTab_;
  const StatsTab wasPage = statsTab_;
  switch (b.id) {
    case ButtonId::Menu: overlay_ = Overlay::Menu; break;
    case ButtonId::MenuClose:
    case ButtonId::ScoresClose:
    case ButtonId::Close: close(); break;
    case ButtonId::Scores: overlay_ = Overlay::Scores; break;
    case ButtonId::Tab:  // also the way back from the custom rules, which drops the draft
      openMenu(b.value.tab().value_or(menuTab_));
      break;
    case ButtonId::LastTrick:
      overlay_ = Overlay::LastTrick;
      lastTrickAsked_ = b.value.number().value_or(-1);
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
    case ButtonId::Language: overlay_ = Overlay::Languages; break;
    default: break;
  }
  // Another sheet or another page of it opens where it opens; a step of a review stays.
  if (overlay_ != was || menuTab_ != wasTab || statsTab_ != wasPage) scroll_.reset();
}

void SheetState::openReview(int handNumber) {
  open(Overlay::Review);
  reviewHand_ = handNumber;
  reviewStep_ = 0;
  reviewExpert_ = false;
}

void SheetState::walkReview(bool back, const Match& match) {
  reviewStep_ = back ? std::max(0, reviewStep_ - 1) : reviewStep_ + 1;
  if (const auto r = session::reviewHand(match, reviewHand_)) reviewStep_ = std::min(reviewStep_, r->stepCount() - 1);
}

void SheetState::openCustomRules(const Rules& next) {
  open(Overlay::CustomRules);
  rulesDraft_ = next;
}

bool SheetState::chooseRule(const std::string& keyValue) {
  const auto eq = keyValue.find('=');
  return rulesDraft_ && eq != std::string::npos &&
         session::applyRuleChoice(*rulesDraft_, keyValue.substr(0, eq), keyValue.substr(eq + 1));
}

void SheetState::askLinkedDeal(std::string deal) {
  linkedDeal_ = std::move(deal);
  open(Overlay::ConfirmLinkedDeal);
}

void SheetState::showElsewhere(bool taken) {
  elsewhereTaken_ = taken;
  overlay_ = Overlay::None;
  open(Overlay::Elsewhere);
}

void SheetState::playHere() {
  if (overlay_ != Overlay::Elsewhere) return;
  overlay_ = Overlay::None;
  open(Overlay::None);
}

bool SheetState::scoresUp(const session::GameSession* game) const {
  if (!game) return false;
  return overlay_ == Overlay::Scores || game->table().stage() == Stage::HandSummary ||
         game->table().stage() == Stage::GameOver;
}

bool SheetState::moonChoiceUp(const session::GameSession* game) {
  return game && game->table().stage() == Stage::MoonChoice && game->state().firstToAct() == session::kPlayerSeat;
}

bool SheetState::tableOpen(const session::GameSession* game) const {
  return overlay_ == Overlay::None && !scoresUp(game) && !moonChoiceUp(game);
}

std::optional<SheetView> SheetState::view(const SheetContext& c) const {
  std::optional<SheetView> v = build(c);
  if (v && v->scroll)
    if (const auto offset = scroll_.offset(scrollKey(c.game))) scrollSheet(*v, *offset);
  return v;
}

void SheetState::scrollTo(const session::GameSession& game, const SheetView& shown, float offset) {
  const float range = shown.scroll ? shown.scroll->range() : 0.0f;
  scroll_.set(scrollKey(game), std::clamp(std::round(offset), 0.0f, range));
}

ScrollKey SheetState::scrollKey(const session::GameSession& game) const {
  ScrollKey k;
  k.sheet = static_cast<int>(overlay_);
  switch (overlay_) {
    case Overlay::Menu: k.page = static_cast<int>(menuTab_); break;
    case Overlay::Statistics: k.page = static_cast<int>(statsTab_); break;
    case Overlay::Review: k.page = reviewHand_; break;
    case Overlay::None:
      // The score sheet after each hand is a sheet of its own.
      k.stage = static_cast<int>(game.table().stage());
      k.hand = game.state().handNumber();
      k.games = true;
      break;
    default: break;
  }
  return k;
}

std::optional<SheetView> SheetState::build(const SheetContext& c) const {
  switch (overlay_) {
    case Overlay::Menu: return menuSheet(c, menuTab_);
    case Overlay::Scores: return scoreSheet(c, true);
    case Overlay::LastTrick: return lastTrickSheet(c, lastTrickAsked_);
    case Overlay::Review: return reviewSheet(c, reviewHand_, reviewStep_, reviewExpert_);
    case Overlay::Statistics: return statisticsSheet(c, statsTab_);
    case Overlay::ConfirmDaily: return confirmDailyDialog(c);
    case Overlay::ConfirmReset: return confirmResetDialog(c);
    case Overlay::CustomRules: return customRulesSheet(c, rulesDraft_.value_or(c.settings.nextRules()));
    case Overlay::ConfirmNewGame: return confirmNewGameDialog(c);
    case Overlay::ConfirmLinkedDeal: return confirmLinkedDealDialog(c, linkedDeal_);
    case Overlay::Tracker: return trackerSheet(c);
    case Overlay::Elsewhere: return elsewhereDialog(c, elsewhereTaken_);
    case Overlay::Languages: return languageSheet(c);
    case Overlay::None: break;
  }
  if (scoresUp(&c.game)) return scoreSheet(c, false);
  if (moonChoiceUp(&c.game)) return moonDialog(c);
  return std::nullopt;
}

}  // namespace hearts::ui
