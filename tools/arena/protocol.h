// The referee's side of shared/bot-protocol.md, version 1: the messages sent to a bot, built
// from the real game state but holding only what that seat is entitled to know, and the
// checks on each answer. No I/O here: child_process.h moves the lines.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/game.h"

namespace hearts::arena {

// Messages keep the field order of the protocol text, which makes logs easy to read (the
// rules object, written by core as in game records, has its keys in alphabetical order).
using Message = nlohmann::ordered_json;

inline constexpr int kProtocolVersion = 1;

// Sorted by suit (C, D, H, S), then rank, as the protocol requires.
Message cardList(CardSet cards);

Message helloRequest(int seat, const Rules& rules);
// The rules object of the hello message and the arena's report: core's rulesToJson, the
// object game records hold. Every key the protocol requires, plus the project's own
// (moon_subtract_above, tie) which bots are free to ignore.
Message rulesMessage(const Rules& rules);
// Preconditions: Phase::Passing and seat has not passed (pass), seat is to move in
// Phase::Playing (play) or Phase::MoonChoice (moon).
Message passRequest(const GameState& state, int seat);
Message playRequest(const GameState& state, int seat);
Message moonRequest(const GameState& state, int seat);
// After a hand is scored (HandOver or GameOver): the deal before passing is public now.
Message handEndNotice(const GameState& state);
// `winners` has a bit per winning seat; `winner` is the lowest-numbered of them, and the
// extra key `winners` lists them all (a shared win has more than one).
Message gameEndNotice(const std::array<int, 4>& scores, unsigned winners);
Message byeNotice();

// What went wrong with an answer; the wording completes "seat N ... : <what>".
enum class FaultKind { Late, Crashed, ExitedEarly, Garbled, IllegalCard, WrongPassCount };
const char* faultKindName(FaultKind k);  // "late", "crashed", ... (as in the JSON report)

// A bot's text in double quotes for an error message, cut short when long.
std::string quoteText(std::string_view text);

struct Fault {
  FaultKind kind = FaultKind::Garbled;
  std::string what;
};

// Parses one line as exactly one JSON object of the expected "type"; sets `fault` (Garbled)
// when it is not.
std::optional<nlohmann::json> parseAnswer(std::string_view line, std::string_view type,
                                          Fault& fault);

struct HelloAnswer {
  std::string name;  // empty when the bot gave none
};
std::optional<HelloAnswer> checkHelloAnswer(std::string_view line, Fault& fault);
std::optional<CardSet> checkPassAnswer(std::string_view line, const GameState& state, int seat,
                                       Fault& fault);
std::optional<Card> checkPlayAnswer(std::string_view line, const GameState& state, int seat,
                                    Fault& fault);
std::optional<MoonChoice> checkMoonAnswer(std::string_view line, const GameState& state,
                                          int seat, Fault& fault);

}  // namespace hearts::arena
