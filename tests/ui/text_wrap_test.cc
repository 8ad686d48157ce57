// Where text breaks into lines, with a fake font in which every character is one unit wide:
// at spaces in languages that write them; between the characters of Chinese and Japanese,
// which do not, never starting a line with a closing mark nor ending one with an opening
// one; and how a text is set in a box (shrunk, on more lines, or cut).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "ui/text_fit.h"
#include "ui/text_wrap.h"

using namespace hearts::ui;

namespace {

// Characters of UTF-8 text.
float characters(const std::string& s) {
  float n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::vector<std::string> wrapAt(const std::string& s, float width) {
  return wrapText(s, width, characters, kLeastShrink);
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l;
  return out;
}

// The first character of a line.
std::string firstOf(const std::string& line) {
  std::size_t n = 1;
  while (n < line.size() && (static_cast<unsigned char>(line[n]) & 0xC0) == 0x80) ++n;
  return line.substr(0, n);
}

// The last character of a line.
std::string lastOf(const std::string& line) {
  std::size_t start = line.size() - 1;
  while (start > 0 && (static_cast<unsigned char>(line[start]) & 0xC0) == 0x80) --start;
  return line.substr(start);
}

// Text measured at one unit a character of the size, a line 1.2 of it high.
class UnitMetrics final : public TextMetrics {
 public:
  Point measure(const std::string& s, float size, bool) override { return {characters(s) * size, 1.2f * size}; }
  std::vector<std::string> wrap(const std::string& s, float width, float size, bool) override {
    return wrapText(s, width, [&](const std::string& line) { return characters(line) * size; }, kLeastShrink);
  }
};

}  // namespace

TEST_CASE("text with spaces breaks at the spaces, a word never split while it fits a line") {
  CHECK(wrapAt("the quick brown fox", 10) == std::vector<std::string>{"the quick", "brown fox"});
  CHECK(wrapAt("one\ntwo three", 20) == std::vector<std::string>{"one", "two three"});
  // A word longer than a line even drawn smaller is cut, after a slash where it can be.
  CHECK(wrapAt("see /usr/share/hearts/fonts", 8) ==
        std::vector<std::string>{"see", "/usr/", "share/", "hearts/", "fonts"});
}

TEST_CASE("Japanese and Chinese break between characters where a line has no spaces") {
  const std::string jp = "今日はいい天気ですね明日も晴れるでしょう";
  const auto lines = wrapAt(jp, 6);
  CHECK(lines.size() == 4);
  for (const std::string& l : lines) CHECK(characters(l) <= 6);
  CHECK(joined(lines) == jp);  // nothing added between the characters, nothing lost
  CHECK(lines.front() == "今日はいい天");
  const std::string zh = "你的对手都是专家级别的机器人";
  const auto zhLines = wrapAt(zh, 5);
  CHECK(zhLines == std::vector<std::string>{"你的对手都", "是专家级别", "的机器人"});
}

TEST_CASE("a line never starts with a closing mark nor ends with an opening one") {
  // Widths at which a plain break would fall before 。, 、, 」 or ！, or after 「.
  const std::string jp = "あなたの番です。「ハート」が割れました！次へ、どうぞ。";
  for (float width = 3; width <= 12; ++width) {
    CAPTURE(width);
    const auto lines = wrapAt(jp, width);
    CHECK(joined(lines) == jp);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      CAPTURE(lines[i]);
      for (const char* closing : {"。", "、", "」", "！"}) {
        if (i > 0) CHECK(firstOf(lines[i]) != closing);
      }
      if (i + 1 < lines.size()) CHECK(lastOf(lines[i]) != "「");
    }
  }
  // The mark goes to the next line with the character before it.
  CHECK(wrapAt("はいそうです。", 6) == std::vector<std::string>{"はいそうで", "す。"});
  for (char32_t mark : U"。、」）！？ーっ") CHECK((mark == 0 || mayNotStartLine(mark)));
  for (char32_t mark : U"「（『") CHECK((mark == 0 || mayNotEndLine(mark)));
  CHECK_FALSE(mayNotStartLine(U'あ'));
  CHECK(wrapAt("それは「ハート」", 4) == std::vector<std::string>{"それは", "「ハー", "ト」"});
}

TEST_CASE("a Latin word or a card inside Chinese or Japanese stays whole, the breaks around it") {
  CHECK(wrapAt("Avaが Q♠ を出しました", 4) == std::vector<std::string>{"Avaが", "Q♠ を", "出しまし", "た"});
  CHECK(wrapAt("Avaが出しました", 3) == std::vector<std::string>{"Ava", "が出し", "ました"});
  // Pieces: the word with the character after it, each character of its own.
  const auto pieces = wrapPieces("手札はQ♠です");
  std::vector<std::string> texts;
  for (const WrapPiece& p : pieces) texts.push_back(p.text);
  CHECK(texts == std::vector<std::string>{"手", "札", "は", "Q♠", "で", "す"});
  CHECK(breaksAround(U'漢'));
  CHECK(breaksAround(U'カ'));
  CHECK_FALSE(breaksAround(U'A'));
  CHECK_FALSE(breaksAround(U'é'));
}

TEST_CASE("a text is set in its box: shrunk a little, on more lines where the box is tall enough, else cut") {
  UnitMetrics m;
  // Fits: as asked.
  FittedText fit = fitText(m, "Pass", 10, 2, 1);
  CHECK(fit.lines == std::vector<std::string>{"Pass"});
  CHECK(fit.size == 1);
  CHECK_FALSE(fit.cut);
  // A little too wide: drawn smaller, no less than kLeastShrink of its size.
  fit = fitText(m, "New game", 40, 12, 5);
  CHECK(fit.lines.size() == 1);
  CHECK(fit.size == doctest::Approx(5));
  fit = fitText(m, "New game!", 40, 12, 5);
  CHECK(fit.lines.size() == 1);
  CHECK(fit.size < 5);
  CHECK(fit.size >= 5 * kLeastShrink);
  CHECK_FALSE(fit.cut);
  // Far too wide for one line, and the box tall enough for two: two lines.
  fit = fitText(m, "Claim the rest of the hand", 70, 13, 5);
  CHECK(fit.lines.size() == 2);
  CHECK_FALSE(fit.cut);
  for (const std::string& l : fit.lines) CHECK(characters(l) * fit.size <= 70);
  // The same in a box one line high: cut, ending in an ellipsis.
  fit = fitText(m, "Claim the rest of the hand", 70, 6, 5);
  CHECK(fit.cut);
  CHECK(fit.lines.size() == 1);
  CHECK(lastOf(fit.lines.front()) == "\u2026");
  CHECK(characters(fit.lines.front()) * fit.size <= 70);
  CHECK_FALSE(fitsUncut(m, "Claim the rest of the hand", 70, 6, 5));
  CHECK(fitsUncut(m, "Claim the rest of the hand", 70, 13, 5));
  // Japanese without spaces takes two lines as readily.
  fit = fitText(m, "残りのトリックをすべて取る", 40, 13, 5);
  CHECK(fit.lines.size() == 2);
  CHECK_FALSE(fit.cut);
}
