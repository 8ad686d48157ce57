#include "ui/buttons.h"

#include <algorithm>
#include <cmath>

#include "words/words.h"

namespace hearts::ui {

const char* buttonIdName(ButtonId id) {
  switch (id) {
    case ButtonId::Pass: return "pass";
    case ButtonId::Continue: return "continue";
    case ButtonId::NewGame: return "new_game";
    case ButtonId::MoonAdd: return "moon_add";
    case ButtonId::MoonSubtract: return "moon_subtract";
    case ButtonId::Menu: return "menu";
    case ButtonId::MenuClose: return "menu_close";
    case ButtonId::Scores: return "scores";
    case ButtonId::ScoresClose: return "scores_close";
    case ButtonId::Preset: return "preset";
    case ButtonId::Level: return "level";
    case ButtonId::Speed: return "speed";
    case ButtonId::UndoOption: return "undo_allowed";
    case ButtonId::Tab: return "tab";
    case ButtonId::Hint: return "hint";
    case ButtonId::TakeBack: return "undo";
    case ButtonId::LastTrick: return "last_trick";
    case ButtonId::Close: return "close";
    case ButtonId::Review: return "review";
    case ButtonId::HandRow: return "hand";
    case ButtonId::ReviewBack: return "review_back";
    case ButtonId::ReviewNext: return "review_next";
    case ButtonId::ReplayHand: return "replay_hand";
    case ButtonId::PlayAgain: return "play_again";
    case ButtonId::Share: return "share";
    case ButtonId::Export: return "export";
    case ButtonId::Import: return "import";
    case ButtonId::Statistics: return "statistics";
    case ButtonId::ResetStats: return "reset_stats";
    case ButtonId::ResetConfirm: return "reset_confirm";
    case ButtonId::NewGameConfirm: return "new_game_confirm";
    case ButtonId::RulesKeep: return "rules_keep";
    case ButtonId::RulesNewGame: return "rules_new_game";
    case ButtonId::LinkedDealConfirm: return "linked_deal_confirm";
    case ButtonId::PlayHere: return "play_here";
    case ButtonId::CustomRules: return "custom_rules";
    case ButtonId::RuleOption: return "rule";
    case ButtonId::Setting: return "setting";
    case ButtonId::Claim: return "claim";
    case ButtonId::Volume: return "volume";
    case ButtonId::Tracker: return "tracker";
    case ButtonId::DailyDeal: return "daily";
    case ButtonId::DailyOnTable: return "daily_table";
    case ButtonId::DailyConfirm: return "daily_confirm";
    case ButtonId::ReviewWho: return "review_who";
    case ButtonId::StatsTab: return "stats_tab";
    case ButtonId::CardBack: return "card_back";
    case ButtonId::Felt: return "felt";
    case ButtonId::LevelTable: return "level_table";
    case ButtonId::SeatLevel: return "seat_level";
    case ButtonId::PlayerName: return "player_name";
    case ButtonId::NameKeep: return "name_keep";
    case ButtonId::NameCancel: return "name_cancel";
    case ButtonId::Language: return "language";
    case ButtonId::LanguageChoice: return "language_choice";
  }
  return "?";
}

std::string tableLabel(ButtonId id) {
  using words::tr;
  using words::trc;
  switch (id) {
    case ButtonId::Pass: return trc("button", "Pass");
    case ButtonId::Claim: return tr("Claim the rest");
    // TRANSLATORS: Undo, Hint and Cards share a phone's narrow row: keep them short.
    case ButtonId::TakeBack: return trc("button", "Undo");
    // TRANSLATORS: Undo, Hint and Cards share a phone's narrow row: keep them short.
    case ButtonId::Hint: return trc("button", "Hint");
    // TRANSLATORS: opens the played-cards tracker. Undo, Hint and Cards share a phone's
    // narrow row: keep them short.
    case ButtonId::Tracker: return trc("button", "Cards");
    case ButtonId::DailyOnTable: return tr("Daily deal");
    // The menu's sign before its name.
    case ButtonId::Menu: return "\u2261 " + trc("button", "Menu");
    case ButtonId::Scores: return trc("button", "Scores");
    default: return {};
  }
}

const char* statsTabName(StatsTab t) { return t == StatsTab::Daily ? "daily" : "games"; }

const char* reviewPlayName(ReviewPlay p) { return p == ReviewPlay::Expert ? "expert" : "you"; }

std::string ButtonValue::str() const {
  switch (kind_) {
    case Kind::None: return {};
    case Kind::Name: return name_;
    case Kind::Number: return std::to_string(number_);
    case Kind::Speed: return speedName(speed_);
    case Kind::Tab: return menuTabName(tab_);
    case Kind::Toggle: return std::string(toggleName(toggle_.toggle)) + (toggle_.on ? "=on" : "=off");
    case Kind::Undo: return undo_.allowed ? "on" : "off";
    case Kind::StatsPage: return statsTabName(statsTab_);
    case Kind::Play: return reviewPlayName(play_);
    case Kind::Level: return std::string(levelName(level_));
    case Kind::Back: return cardBackName(back_);
    case Kind::Felt: return feltName(felt_);
    case Kind::SeatLevel: return std::to_string(seatLevel_.seat) + "=" + std::string(levelName(seatLevel_.level));
    case Kind::Language:
      return language_.language ? std::string(words::languageCode(*language_.language)) : "system";
  }
  return {};
}

std::string Button::hookName() const {
  std::string name = buttonIdName(id);
  if (const std::string v = value.str(); !v.empty()) name += ":" + v;
  return name;
}

ButtonStyle Button::style() const {
  switch (id) {
    case ButtonId::Pass:
    case ButtonId::Continue:
    case ButtonId::NewGame:
    case ButtonId::RulesNewGame:
    case ButtonId::MoonAdd:
    case ButtonId::MoonSubtract:
    case ButtonId::ResetConfirm:
    case ButtonId::NewGameConfirm:
    case ButtonId::LinkedDealConfirm:
    case ButtonId::PlayHere:
    case ButtonId::DailyConfirm:
    case ButtonId::Claim: return ButtonStyle::Primary;
    case ButtonId::Preset:
    case ButtonId::Level:
    case ButtonId::LevelTable:
    case ButtonId::SeatLevel:
    case ButtonId::PlayerName:
    case ButtonId::Speed:
    case ButtonId::UndoOption:
    case ButtonId::RuleOption:
    case ButtonId::Setting:
    case ButtonId::Volume:
    case ButtonId::ReviewWho:
    case ButtonId::StatsTab:
    case ButtonId::CardBack:
    case ButtonId::Felt:
    case ButtonId::Language:
    case ButtonId::LanguageChoice:
    case ButtonId::Tab: return ButtonStyle::Chip;
    case ButtonId::DailyOnTable:
    case ButtonId::Menu:
    case ButtonId::Scores:
    case ButtonId::Hint:
    case ButtonId::Tracker:
    case ButtonId::TakeBack: return ButtonStyle::OnTable;
    case ButtonId::HandRow:
    case ButtonId::LastTrick: return ButtonStyle::Row;
    default: return ButtonStyle::Plain;
  }
}

Rect touchArea(const Rect& r, float minSide) {
  const float w = std::max(r.w, minSide);
  const float h = std::max(r.h, minSide);
  return Rect::centeredAt(r.center(), w, h);
}

const Button* buttonAt(const std::vector<Button>& buttons, Point p) {
  for (const Button& b : buttons)
    if (b.enabled && b.shown().contains(p)) return &b;
  return nullptr;
}

const Button* buttonNear(const std::vector<Button>& buttons, Point p, float minSide) {
  const Button* best = nullptr;
  float bestDistance = 0;
  for (const Button& b : buttons) {
    // Only where it shows: a row scrolled half out of sight answers no tap beyond its window.
    const Rect r = b.shown();
    if (!b.enabled || r.empty() || !touchArea(r, minSide).contains(p) || (b.clip && !b.clip->contains(p))) continue;
    const float dx = std::max({r.x - p.x, 0.0f, p.x - r.right()});
    const float dy = std::max({r.y - p.y, 0.0f, p.y - r.bottom()});
    const float distance = std::hypot(dx, dy);
    if (!best || distance < bestDistance) {
      best = &b;
      bestDistance = distance;
    }
  }
  return best;
}

}  // namespace hearts::ui
