// The player's own name, as the score sheet, the statistics and the share text show it: a
// display setting of the player's (kept with the settings), never part of a game record.
// What a name may be: trimmed of spaces, at most kMaxNameLength characters (code points of
// UTF-8), each one the game's fonts can show (assets/fonts/unicodes.txt); empty is the default.
#pragma once

#include <string>
#include <string_view>

namespace hearts::session {

// The name the table has always used for the player: the score sheet's "You".
inline constexpr std::string_view kDefaultPlayerName = "You";
inline constexpr int kMaxNameLength = 16;

// A name as typed, checked: `name` is the one to keep (trimmed, or the default where only
// spaces were typed) when `error` is empty; otherwise `error` says why it cannot be kept.
struct NameCheck {
  std::string name;
  std::string error;
  bool ok() const { return error.empty(); }
};
NameCheck checkPlayerName(std::string_view typed);

// Whether the game's fonts have a glyph for `codePoint` (the ranges of unicodes.txt).
bool fontHas(char32_t codePoint);
// The code points of `text` (UTF-8); false where it is not valid UTF-8.
bool decodeUtf8(std::string_view text, std::u32string& out);
// `text` without its last code point (a backspace in a name being typed).
std::string dropLastCodePoint(std::string_view text);

// The player's name in the share text: empty for the default (the text reads as it always
// has), else " · Sam".
std::string sharedName(std::string_view name);
// The player's name as the table shows it: the default is shown in the player's language
// ("You", "Du"), a name of the player's own as it is.
std::string shownPlayerName(std::string_view name);
// The statistics sheet's title: "Statistics", or "Sam's statistics" for a name of the
// player's own.
std::string statisticsTitle(std::string_view name);

}  // namespace hearts::session
