// Where a text breaks into lines, apart from the font: at spaces, and in Chinese and Japanese,
// which write no spaces, between any two characters, except that a closing mark ("。", "、",
// "」", "）", "！", a small kana) never starts a line and an opening one ("「", "（") never
// ends one. Text::wrap gives it the font's widths; tests give it a fake.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace hearts::ui {

// A piece of a paragraph no line breaks inside: a word, or a Chinese or Japanese character
// with the marks that cling to it; `spaceBefore` where a space parts it from the one before.
struct WrapPiece {
  std::string text;
  bool spaceBefore = false;
};

// The pieces of one paragraph (no '\n' in it).
std::vector<WrapPiece> wrapPieces(const std::string& paragraph);
// `count` pieces from `from` as one line.
std::string joinPieces(const std::vector<WrapPiece>& pieces, std::size_t from, std::size_t count);

// Chinese, Japanese or Korean writing (ideographs, kana, hangul, their punctuation and full-width
// forms): a line may break before and after such a character.
bool breaksAround(std::uint32_t codePoint);
// Marks that may not start a line (closing brackets and punctuation, small kana, "ー") and that
// may not end one (opening brackets).
bool mayNotStartLine(std::uint32_t codePoint);
bool mayNotEndLine(std::uint32_t codePoint);

// The lines `text` wraps into, each paragraph ('\n') on lines of its own, each line as many
// pieces as fit in `width` by `widthOf` (at least one). A piece too wide for a line even at
// `leastShrink` of its size (a path, a link) is cut into lines that fit, after a slash or
// backslash where it can be.
std::vector<std::string> wrapText(const std::string& text, float width,
                                  const std::function<float(const std::string&)>& widthOf,
                                  float leastShrink);

}  // namespace hearts::ui
