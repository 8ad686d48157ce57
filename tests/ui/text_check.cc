#include "text_check.h"

#include <algorithm>

#include "ui/text_fit.h"

namespace hearts::ui::uitest {

namespace {

bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The ASCII words (two letters or more) of `text`, each with where it starts.
std::vector<std::pair<std::size_t, std::string>> asciiWords(const std::string& text) {
  std::vector<std::pair<std::size_t, std::string>> out;
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (letter(c)) {
      word += c;
      continue;
    }
    if (word.size() >= 2) out.emplace_back(i - word.size(), word);
    word.clear();
  }
  return out;
}

// Two rectangles share more than a sliver (antialiasing's pixel at an edge).
bool overlap(const Rect& a, const Rect& b) {
  const Rect i = intersect(a, b);
  return i.w > 1.5f && i.h > 1.5f;
}

bool within(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.right() <= outer.right() + 1 &&
         inner.bottom() <= outer.bottom() + 1;
}

// What shows of a text: its ink inside its clip.
Rect shown(const Text::Drawn& t) { return t.clip ? intersect(t.ink, *t.clip) : t.ink; }

std::string where(const Rect& r) {
  return "(" + std::to_string(static_cast<int>(r.x)) + "," + std::to_string(static_cast<int>(r.y)) + " " +
         std::to_string(static_cast<int>(r.w)) + "x" + std::to_string(static_cast<int>(r.h)) + ")";
}

std::string named(const Picture& p, const Text::Drawn& t) { return p.name + ": \"" + t.text + "\" " + where(t.ink); }

// Where a text lies wrong: cut, too small, out of its window or panel, over a button.
void textPlace(const Picture& p, const Text::Drawn& t, std::vector<std::string>& out) {
  const std::string at = named(p, t);
  if (t.cut) out.push_back(at + " is cut short");
  if (t.drawnSize < t.size * kLeastShrink - 0.01f) out.push_back(at + " is drawn too small");
  const Rect s = shown(t);
  if (s.empty()) return;
  if (!within(s, p.window)) out.push_back(at + " is out of the window");
  if (p.panel && !within(s, *p.panel)) out.push_back(at + " is out of its sheet's panel");
  for (const Button& b : p.buttons) {
    // A row of a sheet's table, or a pile of tricks, is drawn by what it belongs to, its words
    // on it; a button's own label lies inside it.
    if (b.style() == ButtonStyle::Row || within(t.box, b.rect)) continue;
    if (overlap(s, b.shown())) out.push_back(at + " lies over the button " + b.hookName());
  }
}

}  // namespace

std::vector<std::string> undrawn(FontStack& fonts, const std::string& s, bool bold) {
  std::vector<std::string> missing;
  for (const FontStack::Run& run : fonts.runs(s, 16, bold)) {
    if (!run.font) return {s};  // no face at all: nothing is drawn
    for (std::size_t i = 0; i < run.text.size();) {
      const std::size_t start = i;
      const Uint32 cp = nextCodePoint(run.text, i);
      if (!TTF_GlyphIsProvided32(run.font, cp)) missing.push_back(run.text.substr(start, i - start));
    }
  }
  return missing;
}

std::vector<std::string> boxedCharacters(FontStack& fonts, const Picture& p) {
  std::vector<std::string> out;
  for (const Text::Drawn& t : p.texts) {
    const std::vector<std::string> missing = undrawn(fonts, t.text, t.bold);
    if (missing.empty()) continue;
    std::string which;
    for (const std::string& c : missing) which += (which.empty() ? "" : " ") + c;
    out.push_back(named(p, t) + (t.bold ? " (bold)" : "") + " has characters no face draws: " + which);
  }
  return out;
}

std::vector<std::string> englishWords(const std::string& place, const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  std::string all;
  std::vector<std::size_t> starts;
  for (const std::string& t : texts) {
    starts.push_back(all.size());
    all += t + " ";
  }
  for (const auto& [at, word] : asciiWords(all)) {
    const auto k = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), at) - starts.begin()) - 1;
    out.push_back(place + ": \"" + texts[k] + "\" has the English word " + word);
  }
  return out;
}

std::vector<std::string> placeProblems(const Picture& p) {
  std::vector<std::string> out;
  for (const Text::Drawn& t : p.texts) textPlace(p, t, out);
  // Texts over one another.
  for (std::size_t i = 0; i < p.texts.size(); ++i) {
    const Rect a = shown(p.texts[i]);
    for (std::size_t k = i + 1; k < p.texts.size() && !a.empty(); ++k)
      if (overlap(a, shown(p.texts[k])))
        out.push_back(named(p, p.texts[i]) + " and \"" + p.texts[k].text + "\" " + where(shown(p.texts[k])) +
                      " overlap");
  }
  return out;
}

}  // namespace hearts::ui::uitest
