#include "ui/screen.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "ui/screen_style.h"

namespace hearts::ui {

using namespace style;

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
  const GameController::BotTiming& bt = game_->botTiming();
  j["botDecisions"] = bt.decisions;
  j["botMsTotal"] = bt.totalMs;
  j["botMsMax"] = bt.maxMs;
  j["botMsBusy"] = bt.busyMs;
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
