#include "arena/protocol.h"

#include "records/record.h"

namespace hearts::arena {

using nlohmann::json;

namespace {

Message scoresMessage(const std::array<int, 4>& scores) {
  Message out = Message::array();
  for (int s : scores) out.push_back(s);
  return out;
}

Message trickMessage(const Trick& t) {
  Message cards = Message::array();
  for (int i = 0; i < t.count; ++i) cards.push_back(cardName(t.cards[static_cast<std::size_t>(i)]));
  return Message{{"leader", t.leader}, {"cards", std::move(cards)}};
}

Fault makeFault(FaultKind kind, std::string what) { return Fault{kind, std::move(what)}; }

}  // namespace

std::string quoteText(std::string_view text) {
  // Cut short so that a runaway line stays readable.
  constexpr std::size_t kMax = 80;
  std::string out = "\"";
  for (char ch : text.substr(0, kMax)) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (static_cast<unsigned char>(ch) < 0x20) {
      out += '?';
    } else {
      out += ch;
    }
  }
  out += text.size() > kMax ? "...\"" : "\"";
  return out;
}

Message cardList(CardSet cards) {
  Message out = Message::array();
  for (Card c : cards) out.push_back(cardName(c));  // index order is C, D, H, S then rank
  return out;
}

Message rulesMessage(const Rules& r) { return Message::parse(rulesToJson(r)); }

Message helloRequest(int seat, const Rules& rules) {
  return Message{{"type", "hello"},
                 {"protocol", kProtocolVersion},
                 {"seat", seat},
                 {"rules", rulesMessage(rules)}};
}

Message passRequest(const GameState& state, int seat) {
  return Message{{"type", "pass"},
                 {"hand_number", state.handNumber()},
                 {"seat", seat},
                 {"direction", passDirectionName(state.passDirection())},
                 {"count", state.rules().passCount},
                 {"hand", cardList(state.hand(seat))},
                 {"scores", scoresMessage(state.scores())}};
}

Message playRequest(const GameState& state, int seat) {
  Message passing = nullptr;
  if (state.passDirection() != PassDirection::None) {
    passing = Message{{"direction", passDirectionName(state.passDirection())},
                      {"given", cardList(state.passed(seat))},
                      {"received", cardList(state.received(seat))}};
  }
  Message tricks = Message::array();
  for (int i = 0; i < state.tricksPlayed(); ++i) {
    Message t = trickMessage(state.completedTrick(i));
    t["winner"] = state.trickWinner(i);
    tricks.push_back(std::move(t));
  }
  std::array<int, 4> taken{};
  for (int s = 0; s < kSeatCount; ++s) taken[static_cast<std::size_t>(s)] = state.pointsTaken(s);
  return Message{{"type", "play"},
                 {"hand_number", state.handNumber()},
                 {"seat", seat},
                 {"hand", cardList(state.hand(seat))},
                 {"passing", std::move(passing)},
                 {"tricks", std::move(tricks)},
                 {"trick", trickMessage(state.currentTrick())},
                 {"hearts_broken", state.heartsBroken()},
                 {"points_taken", scoresMessage(taken)},
                 {"scores", scoresMessage(state.scores())},
                 {"legal", cardList(state.legalPlays())}};
}

Message moonRequest(const GameState& state, int seat) {
  Message options = Message::array({moonChoiceName(MoonChoice::AddToOthers)});
  if (state.subtractAllowed(seat)) options.push_back(moonChoiceName(MoonChoice::SubtractFromSelf));
  return Message{{"type", "moon"},
                 {"scores", scoresMessage(state.scores())},
                 {"options", std::move(options)}};
}

Message handEndNotice(const GameState& state) {
  const HandResult& r = state.lastHand();
  Message deal = Message::array();
  for (int s = 0; s < kSeatCount; ++s) deal.push_back(cardList(state.dealt(s)));
  return Message{{"type", "hand_end"},
                 {"hand_number", r.handNumber},
                 {"points", scoresMessage(r.points)},
                 {"scores", scoresMessage(state.scores())},
                 {"moon", r.moonShooter >= 0 ? Message(r.moonShooter) : Message(nullptr)},
                 {"deal", std::move(deal)}};
}

Message gameEndNotice(const std::array<int, 4>& scores, unsigned winners) {
  Message list = Message::array();
  int first = -1;
  for (int s = 0; s < kSeatCount; ++s) {
    if ((winners >> s) & 1u) {
      if (first < 0) first = s;
      list.push_back(s);
    }
  }
  return Message{{"type", "game_end"},
                 {"scores", scoresMessage(scores)},
                 {"winner", first},
                 {"winners", std::move(list)}};
}

Message byeNotice() { return Message{{"type", "bye"}}; }

const char* faultKindName(FaultKind k) {
  switch (k) {
    case FaultKind::Late: return "late";
    case FaultKind::Crashed: return "crashed";
    case FaultKind::ExitedEarly: return "exited_early";
    case FaultKind::Garbled: return "garbled";
    case FaultKind::IllegalCard: return "illegal";
    case FaultKind::WrongPassCount: return "wrong_pass_count";
  }
  return "?";
}

std::optional<json> parseAnswer(std::string_view line, std::string_view type, Fault& fault) {
  json j = json::parse(line.begin(), line.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + ", which is not one JSON object");
    return std::nullopt;
  }
  auto it = j.find("type");
  if (it == j.end() || !it->is_string() || it->get<std::string>() != type) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + " without \"type\":\"" +
                                              std::string(type) + "\"");
    return std::nullopt;
  }
  return j;
}

std::optional<HelloAnswer> checkHelloAnswer(std::string_view line, Fault& fault) {
  auto j = parseAnswer(line, "hello", fault);
  if (!j) return std::nullopt;
  auto protocol = j->find("protocol");
  if (protocol == j->end() || !protocol->is_number_integer() ||
      protocol->get<long long>() != kProtocolVersion) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + ": it must speak \"protocol\":" +
                                              std::to_string(kProtocolVersion));
    return std::nullopt;
  }
  HelloAnswer out;
  if (auto name = j->find("name"); name != j->end() && name->is_string())
    out.name = name->get<std::string>();
  return out;
}

std::optional<CardSet> checkPassAnswer(std::string_view line, const GameState& state, int seat,
                                       Fault& fault) {
  auto j = parseAnswer(line, "pass", fault);
  if (!j) return std::nullopt;
  auto list = j->find("cards");
  if (list == j->end() || !list->is_array()) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + " without a \"cards\" list");
    return std::nullopt;
  }
  const int count = state.rules().passCount;
  if (static_cast<int>(list->size()) != count) {
    fault = makeFault(FaultKind::WrongPassCount, "passed " + std::to_string(list->size()) +
                                                     " cards (" + list->dump() + "), not " +
                                                     std::to_string(count));
    return std::nullopt;
  }
  CardSet cards;
  for (const json& item : *list) {
    const auto c = item.is_string() ? parseCard(item.get<std::string>()) : std::nullopt;
    if (!c) {
      fault = makeFault(FaultKind::IllegalCard, "passed " + item.dump() + ", which is not a card");
      return std::nullopt;
    }
    if (cards.contains(*c)) {
      fault = makeFault(FaultKind::IllegalCard, "passed " + cardName(*c) + " twice");
      return std::nullopt;
    }
    if (!state.hand(seat).contains(*c)) {
      fault = makeFault(FaultKind::IllegalCard, "passed " + cardName(*c) + ", which it does not hold");
      return std::nullopt;
    }
    cards.add(*c);
  }
  return cards;
}

std::optional<Card> checkPlayAnswer(std::string_view line, const GameState& state, int seat,
                                    Fault& fault) {
  auto j = parseAnswer(line, "play", fault);
  if (!j) return std::nullopt;
  auto field = j->find("card");
  if (field == j->end() || !field->is_string()) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + " without a \"card\"");
    return std::nullopt;
  }
  const auto c = parseCard(field->get<std::string>());
  if (!c) {
    fault = makeFault(FaultKind::IllegalCard, "played " + field->dump() + ", which is not a card");
    return std::nullopt;
  }
  const ActionError e = state.checkPlay(seat, *c);
  if (e != ActionError::None) {
    fault = makeFault(FaultKind::IllegalCard,
                      "played " + cardName(*c) + ", which is not legal (" + state.errorText(e) +
                          "); legal were " + cardSetNames(state.legalPlays()));
    return std::nullopt;
  }
  return c;
}

std::optional<MoonChoice> checkMoonAnswer(std::string_view line, const GameState& state, int seat,
                                          Fault& fault) {
  auto j = parseAnswer(line, "moon", fault);
  if (!j) return std::nullopt;
  auto field = j->find("choice");
  if (field == j->end() || !field->is_string()) {
    fault = makeFault(FaultKind::Garbled, "answered " + quoteText(line) + " without a \"choice\"");
    return std::nullopt;
  }
  const std::string choice = field->get<std::string>();
  for (MoonChoice c : {MoonChoice::AddToOthers, MoonChoice::SubtractFromSelf}) {
    if (choice == moonChoiceName(c) && state.checkMoonChoice(seat, c) == ActionError::None)
      return c;
  }
  fault = makeFault(FaultKind::IllegalCard,
                    "chose " + quoteText(choice) + ", which is not one of the options offered");
  return std::nullopt;
}

}  // namespace hearts::arena
