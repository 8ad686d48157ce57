#include "ui/text_wrap.h"

#include <string_view>

namespace hearts::ui {

namespace {

// The code point of UTF-8 text at `i`, and `i` moved past it (a malformed byte reads as itself).
std::uint32_t nextCodePoint(const std::string& s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i++]);
  int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  std::uint32_t cp = extra == 3 ? (b & 0x07u) : extra == 2 ? (b & 0x0Fu) : extra == 1 ? (b & 0x1Fu) : b;
  for (; extra > 0 && i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80; --extra)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3Fu);
  return cp;
}

bool among(std::uint32_t cp, std::u32string_view set) { return set.find(cp) != std::u32string_view::npos; }

// Where a word too wide for a line is cut (a path, a link): after the last slash or
// backslash of the longest start that `fits` (a path breaks between its folders), else after
// that start, at a character's end; at least one character.
template <typename Fits>
std::size_t wordCut(const std::string& word, Fits fits) {
  std::vector<std::size_t> ends;  // where each UTF-8 character ends
  for (std::size_t i = 1; i <= word.size(); ++i)
    if (i == word.size() || (static_cast<unsigned char>(word[i]) & 0xC0) != 0x80) ends.push_back(i);
  std::size_t lo = 0, hi = ends.size();  // ends[lo] is taken; ends[hi] does not fit
  while (hi - lo > 1) {
    const std::size_t mid = (lo + hi) / 2;
    if (fits(word.substr(0, ends[mid]))) lo = mid;
    else hi = mid;
  }
  const std::size_t longest = ends[lo];
  const std::size_t slash = word.find_last_of("/\\", longest - 1);
  return slash != std::string::npos && slash > 0 ? slash + 1 : longest;
}

// Cuts `word`, too wide for a line, into `lines` that fit, at wordCut(); what is left (a
// part that fits, or a single character) stays in `word`.
template <typename Fits>
void cutWord(std::string& word, std::vector<std::string>& lines, Fits fits) {
  for (std::size_t cut = 0; !fits(word) && (cut = wordCut(word, fits)) < word.size();) {
    lines.push_back(word.substr(0, cut));
    word.erase(0, cut);
  }
}

// One paragraph's lines onto `lines`: each as many pieces as fit (at least one). A text is
// wider with each piece added, so the most that fit is found by halving, a few measurements
// a line rather than one a piece.
void wrapParagraph(std::vector<WrapPiece> pieces, float width,
                   const std::function<float(const std::string&)>& widthOf, float leastShrink,
                   std::vector<std::string>& lines) {
  const auto fitsLine = [&](const std::string& part) { return widthOf(part) <= width; };
  for (std::size_t from = 0; from < pieces.size();) {
    std::size_t fits = 1;
    std::size_t over = pieces.size() - from + 1;
    while (over - fits > 1) {
      const std::size_t mid = (fits + over) / 2;
      if (widthOf(joinPieces(pieces, from, mid)) > width) over = mid;
      else fits = mid;
    }
    // A piece that would not fit even drawn smaller is cut into lines that fit (a single
    // character is left as it is), the last part going on as a piece.
    // (With a little to spare: a font's whole sizes do not shrink a text in proportion.)
    if (fits == 1 && widthOf(pieces[from].text) * leastShrink > 0.95f * width) {
      cutWord(pieces[from].text, lines, fitsLine);
      if (!fitsLine(pieces[from].text)) lines.push_back(pieces[from++].text);
      continue;
    }
    lines.push_back(joinPieces(pieces, from, fits));
    from += fits;
  }
}

}  // namespace

bool breaksAround(std::uint32_t cp) {
  return (cp >= 0x2E80 && cp <= 0x2FFF) ||    // radicals, ideographic description
         (cp >= 0x3000 && cp <= 0x31FF) ||    // CJK punctuation, kana, bopomofo
         (cp >= 0x3200 && cp <= 0x4DBF) ||    // enclosed, compatibility, extension A
         (cp >= 0x4E00 && cp <= 0x9FFF) ||    // unified ideographs
         (cp >= 0xA000 && cp <= 0xA4CF) ||    // Yi
         (cp >= 0xAC00 && cp <= 0xD7AF) ||    // hangul syllables
         (cp >= 0xF900 && cp <= 0xFAFF) ||    // compatibility ideographs
         (cp >= 0xFE30 && cp <= 0xFE4F) ||    // vertical forms
         (cp >= 0xFF00 && cp <= 0xFF60) ||    // full-width forms
         (cp >= 0xFFE0 && cp <= 0xFFE6) ||
         (cp >= 0x20000 && cp <= 0x3FFFF);    // the supplementary ideographic planes
}

bool mayNotStartLine(std::uint32_t cp) {
  static constexpr std::u32string_view kClosing =
      U"、。，．・：；？！ー―‐〜～…‥」』）］｝〕〉》】〙〗〟’”｠»ゝゞヽヾ々〻"
      U"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
      U"%)]},.!?:;";
  return among(cp, kClosing);
}

bool mayNotEndLine(std::uint32_t cp) {
  static constexpr std::u32string_view kOpening = U"「『（［｛〔〈《【〘〖〝‘“｟«([{";
  return among(cp, kOpening);
}

std::vector<WrapPiece> wrapPieces(const std::string& para) {
  std::vector<WrapPiece> pieces{{}};
  std::uint32_t prev = 0;  // the last character of the paragraph so far; 0 after a space
  for (std::size_t i = 0; i < para.size();) {
    const std::size_t start = i;
    const std::uint32_t cp = nextCodePoint(para, i);
    if (cp == ' ') {
      pieces.push_back({{}, true});
      prev = 0;
      continue;
    }
    // Between two characters of Chinese or Japanese (or one of them and a word), unless the
    // second may not start a line or the first may not end one.
    const bool ideographic = breaksAround(cp) || breaksAround(prev);
    if (prev != 0 && ideographic && !mayNotStartLine(cp) && !mayNotEndLine(prev) &&
        !pieces.back().text.empty())
      pieces.push_back({{}, false});
    pieces.back().text.append(para, start, i - start);
    prev = cp;
  }
  return pieces;
}

std::string joinPieces(const std::vector<WrapPiece>& pieces, std::size_t from, std::size_t count) {
  std::string line = pieces[from].text;
  for (std::size_t k = 1; k < count; ++k) {
    if (pieces[from + k].spaceBefore) line += ' ';
    line += pieces[from + k].text;
  }
  return line;
}

std::vector<std::string> wrapText(const std::string& s, float width,
                                  const std::function<float(const std::string&)>& widthOf,
                                  float leastShrink) {
  std::vector<std::string> lines;
  for (std::size_t pos = 0; pos <= s.size();) {
    const std::size_t nl = s.find('\n', pos);
    const std::string para = s.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    wrapParagraph(wrapPieces(para), width, widthOf, leastShrink, lines);
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  return lines;
}

}  // namespace hearts::ui
