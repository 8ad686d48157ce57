#include "ui/mirror_state.h"

#include <nlohmann/json.hpp>

#include "session/announce.h"
#include "session/seats.h"
#include "session/wording.h"
#include "ui/status_text.h"
#include "words/words.h"

namespace hearts::ui {

namespace {

using nlohmann::json;
using session::Stage;
using words::tr;
using words::trn;

// Why a card of the hand cannot be used now, in the player's words ("" when it can).
std::string cardNote(const session::GameSession& game, const ScreenModel& model, const CardView& cv) {
  if (cv.playable) return "";
  if (!model.tableOpen()) return tr("Close the sheet over the table first");
  const GameState& s = game.state();
  switch (game.table().stage()) {
    case Stage::Playing:
      if (game.table().playerToPlay()) return s.errorText(s.checkPlay(session::kPlayerSeat, cv.card));
      return tr("Not your turn");
    case Stage::PassWaiting:
    case Stage::Exchange: return tr("The cards are being passed");
    default: return tr("Not now");
  }
}

// A button's name for the ear: its label, or what it does when it shows no words.
std::string spokenLabel(const Button& b) {
  std::string label = b.label;
  const std::string menuMark = "\u2261 ";
  if (label.rfind(menuMark, 0) == 0) label = label.substr(menuMark.size());
  if (!label.empty()) return label;
  switch (b.id) {
    case ButtonId::LastTrick: return tr("Last trick");
    case ButtonId::HandRow: return tr("Review hand {hand}", {{"hand", b.value.str()}});
    default: return b.hookName();
  }
}

// The player's hand, each card with whether it can be used now and why not.
void handFields(json& j, const session::GameSession& game, const ScreenModel& model, const HandView& hand) {
  const bool passing = game.table().stage() == Stage::Passing;
  json cards = json::array();
  for (const CardView& cv : hand.cards)
    cards.push_back({{"key", "card:" + cardName(cv.card)},
                     {"name", session::spokenCard(cv.card)},
                     {"enabled", cv.playable},
                     {"pressed", passing ? cv.chosen : cv.raised},
                     {"note", cardNote(game, model, cv)}});
  j["hand"] = cards;
  const long count = static_cast<long>(hand.cards.size());
  const int chosen = game.desk().selection().size();
  // TRANSLATORS: read by a screen reader before the cards of the hand; {chosen} of them chosen to pass.
  j["handTitle"] = passing ? trn("Your hand, {n} card, {chosen} chosen to pass",
                                 "Your hand, {n} cards, {chosen} chosen to pass", count, {{"chosen", chosen}})
                           : trn("Your hand, {n} card", "Your hand, {n} cards", count);
}

// The words of the open sheet, the spoken lines among them, and the cards it shows face up.
json sheetWords(const std::optional<SheetView>& view) {
  json sheet = json::array();
  if (!view) return sheet;
  for (const SheetText& t : view->texts)
    if (!t.text.empty() && t.heard) sheet.push_back(t.text);
  for (const std::string& line : view->spoken) sheet.push_back(line);
  CardSet shown;
  for (const SheetCard& c : view->cards)
    if (c.faceUp) shown.add(c.card);
  // TRANSLATORS: read by a screen reader; {cards} names them ("the ace of hearts, the 7 of clubs").
  if (!shown.empty()) sheet.push_back(tr("Cards shown: {cards}", {{"cards", session::spokenCards(shown)}}));
  return sheet;
}

json controls(const std::vector<Button>& buttons) {
  json out = json::array();
  bool lastTrick = false;
  for (const Button& b : buttons) {
    if (b.id == ButtonId::LastTrick) {
      if (lastTrick) continue;  // one pile per seat on the table; one control is enough
      lastTrick = true;
    }
    out.push_back({{"key", "button:" + b.hookName()},
                   {"label", spokenLabel(b)},
                   {"enabled", b.enabled},
                   {"pressed", b.selected}});
  }
  return out;
}

}  // namespace

std::string mirrorState(const ScreenModel& model, double now) {
  return mirrorState(model, model.frame(now), now);
}

std::string mirrorState(const ScreenModel& model, const FrameView& shown, double now) {
  json j;
  const session::GameSession* game = model.given().game;
  if (!game) return "{}";
  const GameState& s = game->state();
  j["status"] = statusText(*game, now, model.attention().inputWay());
  j["statusError"] = game->table().news().status.error(now);
  j["notices"] = model.notices().shown(now);
  handFields(j, *game, model, shown.hand);

  json table = json::array();
  for (const auto& tc : game->table().timeline().cards())
    table.push_back({{"seat", session::playerName(tc.seat)}, {"card", session::spokenCard(tc.card)}});
  j["table"] = table;

  json scores = json::array();
  for (int seat = 0; seat < 4; ++seat)
    scores.push_back({{"name", session::playerName(seat)},
                      {"hand", game->table().plates().points[static_cast<std::size_t>(seat)]},
                      {"total", s.score(seat)}});
  j["scores"] = scores;
  j["sheet"] = sheetWords(shown.sheet);
  j["controls"] = controls(shown.buttons);
  return j.dump();
}

}  // namespace hearts::ui
