#include "ui/test_hook.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "session/wording.h"

namespace hearts::ui {

const char* overlayName(ScreenModel::Overlay o) {
  switch (o) {
    case ScreenModel::Overlay::None: return "none";
    case ScreenModel::Overlay::Menu: return "menu";
    case ScreenModel::Overlay::Scores: return "scores";
    case ScreenModel::Overlay::LastTrick: return "last_trick";
    case ScreenModel::Overlay::Review: return "review";
    case ScreenModel::Overlay::Statistics: return "statistics";
    case ScreenModel::Overlay::ConfirmReset: return "confirm_reset";
    case ScreenModel::Overlay::CustomRules: return "custom_rules";
    case ScreenModel::Overlay::ConfirmNewGame: return "confirm_new_game";
    case ScreenModel::Overlay::ConfirmLinkedDeal: return "confirm_linked_deal";
    case ScreenModel::Overlay::Tracker: return "tracker";
    case ScreenModel::Overlay::ConfirmDaily: return "confirm_daily";
  }
  return "?";
}

namespace {

std::vector<std::string> cardNames(CardSet cards) {
  std::vector<std::string> out;
  for (Card c : session::displayOrder(cards)) out.push_back(cardName(c));
  return out;
}

}  // namespace

std::string testState(const session::GameSession& game, const ScreenModel& model,
                      const FrameInfo& frame, double now) {
  using nlohmann::json;
  json j;
  const GameState& s = game.state();
  const TableLayout& l = model.layout();
  const float d = l.dpr;
  auto css = [d](float v) { return std::round(v / d * 10) / 10; };
  j["phase"] = phaseName(s.phase());
  j["stage"] = session::stageName(game.table().stage());
  j["handNumber"] = s.handNumber();
  j["toMove"] = game.table().seatToMove();
  j["passCount"] = s.rules().passCount;
  j["passDirection"] = passDirectionName(s.passDirection());
  j["tricksPlayed"] = s.tricksPlayed();
  j["heartsBroken"] = s.heartsBroken();
  j["idle"] = frame.idle;
  // Counts drawn frames: an idle page draws none (render on demand).
  j["framesDrawn"] = frame.framesDrawn;
  const session::BotTiming& bt = game.bots().timing();
  j["botDecisions"] = bt.decisions;
  j["botMsTotal"] = bt.totalMs;
  j["botMsMax"] = bt.maxMs;
  j["botMsBusy"] = bt.busyMs;
  j["preset"] = session::presetOf(s.rules());
  j["level"] = levelName(game.level());
  j["watchedShooter"] = game.watchedShooter();
  j["seed"] = std::to_string(s.seed());

  json cards = json::array();
  for (const CardView& cv : model.handView(now).cards) {
    const Rect v = cv.visible;
    cards.push_back({{"card", cardName(cv.card)},
                     {"x", css(v.x)},
                     {"y", css(v.y)},
                     {"w", css(v.w)},
                     {"h", css(v.h)},
                     {"legal", cv.playable},
                     {"selected", cv.chosen},
                     {"focused", cv.focused},
                     {"received", cv.received},
                     {"hintBest", cv.hintBest},
                     {"hint", cv.hintPoints ? json(*cv.hintPoints) : json()}});
  }
  j["cards"] = cards;
  json buttons = json::array();
  for (const Button& b : model.buttons())
    buttons.push_back({{"id", b.hookName()},
                       {"x", css(b.rect.x)},
                       {"y", css(b.rect.y)},
                       {"w", css(b.rect.w)},
                       {"h", css(b.rect.h)},
                       {"enabled", b.enabled},
                       {"selected", b.selected}});
  j["buttons"] = buttons;
  const auto focusedButton = model.focusedButton();
  j["focusedButton"] = focusedButton ? json(focusedButton->hookName()) : json();
  j["scoreSheet"] = model.sheetVisible();
  j["menu"] = model.overlay() == ScreenModel::Overlay::Menu;
  j["overlay"] = overlayName(model.overlay());
  // The open sheet's words, in reading order.
  json sheetTexts = json::array();
  if (const auto sheet = model.sheet())
    for (const SheetText& t : sheet->texts) sheetTexts.push_back(t.text);
  j["sheet"] = sheetTexts;
  j["canUndo"] = game.desk().canUndo();
  j["canClaim"] = game.desk().canClaim();
  j["undos"] = game.match().assists().undos;
  j["hints"] = game.match().assists().hints;
  j["tracker"] = game.match().assists().tracker;
  j["played"] = cardNames(s.played());
  j["canHint"] = game.coach().canHint();
  if (const auto& h = game.coach().hint()) {
    json options = json::array();
    for (const auto& o : h->options)
      options.push_back({{"cards", cardNames(o.cards)}, {"expected", o.expectedPoints}, {"cost", o.cost}});
    j["hint"] = {{"ready", h->ready}, {"passing", h->passing}, {"gameAtStake", h->gameAtStake},
                 {"options", options}, {"playouts", h->playouts}, {"thinkMs", h->thinkMs}};
  }
  if (const session::HandAnalysis* a = game.coach().analysis()) {
    json costly = json::array();
    for (const auto& cd : a->costly)
      costly.push_back({{"trick", cd.trick}, {"played", cardNames(cd.played)},
                        {"better", cardNames(cd.better)}, {"cost", cd.cost}});
    j["analysis"] = {{"hand", a->handNumber}, {"done", a->done}, {"judged", a->judged},
                     {"decisions", a->decisions}, {"costly", costly}, {"thinkMs", a->thinkMs}};
  }
  // The expert in the player's chair: each hand both have finished, the running totals, and
  // whether the expert is still at the hand the player has just finished.
  if (const Match* expert = game.coach().expertGame()) {
    json hands = json::array();
    for (const session::ExpertHand& h : game.coach().expertHands())
      hands.push_back({{"hand", h.handNumber}, {"you", h.player}, {"expert", h.expert}});
    const session::ExpertChair* runner = game.coach().chair();
    j["duplicate"] = {{"on", game.coach().expertInChair()},
                      {"hands", hands},
                      {"pending", game.coach().expertPending()},
                      {"expertHands", expert->hands().size()},
                      {"expertActions", expert->actions().size()},
                      {"decisions", runner ? runner->decisions() : 0},
                      {"busyMs", runner ? runner->busyMs() : 0.0},
                      {"longestCallMs", runner ? runner->longestCallMs() : 0.0}};
  }
  if (const auto& tag = game.daily())
    j["daily"] = {{"date", dateText(tag->date)}, {"onTheDay", tag->onTheDay}};
  j["today"] = dateText(model.today());
  j["moonChoice"] = model.moonDialogVisible();
  j["scores"] = s.scores();
  j["pointsThisHand"] = game.table().plates().points;
  nlohmann::json taken = nlohmann::json::array();
  for (const CardSet& t : game.table().plates().taken) {
    nlohmann::json seatCards = nlohmann::json::array();
    for (Card c : t) seatCards.push_back(cardName(c));
    taken.push_back(std::move(seatCards));
  }
  j["takenThisHand"] = std::move(taken);
  j["handsPlayed"] = game.match().hands().size();
  json table = json::array();
  for (const auto& tc : game.table().timeline().cards())
    table.push_back({{"card", cardName(tc.card)}, {"seat", tc.seat}});
  j["table"] = table;
  json winners = json::array();
  if (s.phase() == Phase::GameOver)
    for (int seat = 0; seat < 4; ++seat)
      if ((s.winners() >> seat) & 1u) winners.push_back(seat);
  j["winners"] = winners;
  j["message"] = model.statusMessage(now);
  j["notices"] = model.notices().shown(now);
  nlohmann::json boxes = nlohmann::json::array();
  for (const Notices::Box& b : model.noticeBoxes(now))
    boxes.push_back({{"x", css(b.rect.x)}, {"y", css(b.rect.y)}, {"w", css(b.rect.w)},
                     {"h", css(b.rect.h)}, {"text", b.lines.empty() ? "" : b.lines.front()}});
  j["noticeBoxes"] = std::move(boxes);
  j["canvas"] = {{"width", css(l.width)}, {"height", css(l.height)}, {"dpr", d}};
  return j.dump();
}

}  // namespace hearts::ui
