#include "ui/test_hook.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "session/wording.h"

namespace hearts::ui {

const char* overlayName(Overlay o) {
  switch (o) {
    case Overlay::None: return "none";
    case Overlay::Menu: return "menu";
    case Overlay::Scores: return "scores";
    case Overlay::LastTrick: return "last_trick";
    case Overlay::Review: return "review";
    case Overlay::Statistics: return "statistics";
    case Overlay::ConfirmReset: return "confirm_reset";
    case Overlay::CustomRules: return "custom_rules";
    case Overlay::ConfirmNewGame: return "confirm_new_game";
    case Overlay::ConfirmLinkedDeal: return "confirm_linked_deal";
    case Overlay::Tracker: return "tracker";
    case Overlay::ConfirmDaily: return "confirm_daily";
    case Overlay::Elsewhere: return "elsewhere";
    case Overlay::Languages: return "languages";
  }
  return "?";
}

namespace {

using nlohmann::json;

std::vector<std::string> cardNames(CardSet cards) {
  std::vector<std::string> out;
  for (Card c : session::displayOrder(cards)) out.push_back(cardName(c));
  return out;
}

// Pixels as CSS pixels, to a tenth.
struct Css {
  float dpr;
  float operator()(float v) const { return std::round(v / dpr * 10) / 10; }
  json rect(const Rect& r) const { return {{"x", (*this)(r.x)}, {"y", (*this)(r.y)}, {"w", (*this)(r.w)}, {"h", (*this)(r.h)}}; }
};

// The game's rules and where it stands, the bots' waits, the frame.
void gameFields(json& j, const session::GameSession& game, const FrameInfo& frame) {
  const GameState& s = game.state();
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
  j["level"] = levelsKey(game.levels());
  j["watchedShooter"] = game.watchedShooter();
  j["seed"] = std::to_string(s.seed());
}

// The hand, the buttons and the open sheet, as the frame shows them.
void shownFields(json& j, const ScreenModel& model, const FrameView& shown, const Css& css) {
  json cards = json::array();
  for (const CardView& cv : shown.hand.cards) {
    json card = css.rect(cv.visible);
    card["card"] = cardName(cv.card);
    card["legal"] = cv.playable;
    card["selected"] = cv.chosen;
    card["focused"] = cv.focused;
    card["received"] = cv.received;
    card["hintBest"] = cv.hintBest;
    card["hint"] = cv.hintPoints ? json(*cv.hintPoints) : json();
    cards.push_back(std::move(card));
  }
  j["cards"] = cards;
  json buttons = json::array();
  for (const Button& b : shown.buttons) {
    // Where it can be clicked: of a row that scrolls, the part in sight, and none out of it.
    const Rect r = b.shown();
    if (r.empty()) continue;
    json button = css.rect(r);
    button["id"] = b.hookName();
    button["enabled"] = b.enabled;
    button["selected"] = b.selected;
    buttons.push_back(std::move(button));
  }
  j["buttons"] = buttons;
  const auto focusedButton = model.attention().focusedIn(shown.buttons);
  j["focusedButton"] = focusedButton ? json(focusedButton->hookName()) : json();
  j["scoreSheet"] = model.sheets().scoresUp(model.given().game);
  j["menu"] = model.sheets().overlay() == Overlay::Menu;
  j["overlay"] = overlayName(model.sheets().overlay());
  // The open sheet's words, in reading order.
  json sheetTexts = json::array();
  if (shown.sheet)
    for (const SheetText& t : shown.sheet->texts) sheetTexts.push_back(t.text);
  j["sheet"] = sheetTexts;
  // Rows that scroll: how far they are scrolled, of how far they can be.
  if (shown.sheet && shown.sheet->scroll)
    j["sheetScroll"] = {{"offset", css(shown.sheet->scroll->offset)}, {"range", css(shown.sheet->scroll->range())}};
  else
    j["sheetScroll"] = nullptr;
}

// Undo, claim, the assists counted, the hint and the analysis of the last hand.
void helpFields(json& j, const session::GameSession& game) {
  j["canUndo"] = game.desk().canUndo();
  j["canClaim"] = game.desk().canClaim();
  j["undos"] = game.match().assists().undos;
  j["hints"] = game.match().assists().hints;
  j["tracker"] = game.match().assists().tracker;
  j["played"] = cardNames(game.state().played());
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
}

// The expert in the player's chair: each hand both have finished, the running totals, and
// whether the expert is still at the hand the player has just finished.
void expertChairField(json& j, const session::GameSession& game) {
  const Match* expert = game.coach().expertGame();
  if (!expert) return;
  json hands = json::array();
  for (const session::ExpertHand& h : game.coach().expertHands())
    hands.push_back({{"hand", h.handNumber}, {"you", h.player}, {"expert", h.expert}});
  const session::ExpertChair* runner = game.coach().chair();
  j["expertChair"] = {{"on", game.coach().expertInChair()},
                      {"hands", hands},
                      {"pending", game.coach().expertPending()},
                      {"expertHands", expert->hands().size()},
                      {"expertActions", expert->actions().size()},
                      {"decisions", runner ? runner->decisions() : 0},
                      {"busyMs", runner ? runner->busyMs() : 0.0},
                      {"longestCallMs", runner ? runner->longestCallMs() : 0.0}};
}

// The scores, what each seat has taken this hand, the cards on the table, the winners.
void scoreFields(json& j, const session::GameSession& game) {
  const GameState& s = game.state();
  j["scores"] = s.scores();
  j["pointsThisHand"] = game.table().plates().points;
  json taken = json::array();
  for (const CardSet& t : game.table().plates().taken) {
    json seatCards = json::array();
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
}

}  // namespace

std::string testState(const session::GameSession& game, const ScreenModel& model, const FrameView& shown,
                      const FrameInfo& frame, double now) {
  json j;
  const TableLayout& l = model.layout();
  const Css css{l.dpr};
  gameFields(j, game, frame);
  shownFields(j, model, shown, css);
  helpFields(j, game);
  expertChairField(j, game);
  if (const auto& tag = game.daily())
    j["daily"] = {{"date", dateText(tag->date)}, {"onTheDay", tag->onTheDay}};
  j["today"] = dateText(model.given().today);
  j["moonChoice"] = SheetState::moonChoiceUp(model.given().game);
  scoreFields(j, game);
  j["message"] = model.statusMessage(now);
  j["notices"] = model.notices().shown(now);
  json boxes = json::array();
  for (const Notices::Box& b : shown.noticeBoxes) {
    json box = css.rect(b.rect);
    box["text"] = b.lines.empty() ? "" : b.lines.front();
    boxes.push_back(std::move(box));
  }
  j["noticeBoxes"] = std::move(boxes);
  j["canvas"] = {{"width", css(l.width)}, {"height", css(l.height)}, {"dpr", l.dpr}};
  return j.dump();
}

}  // namespace hearts::ui
