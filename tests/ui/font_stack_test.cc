// The faces text is drawn in (ui/font_stack.h), as the asset pipeline cuts them: each
// language's characters are drawn by a face that has them, and the languages' names by the
// faces every language loads.
#include "ui/font_stack.h"

#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <fstream>
#include <string>
#include <vector>

#include "words/language.h"
#include "words/words.h"

using hearts::ui::FontStack;

namespace {

const std::string kAssets = HEARTS_ASSET_DIR;
const std::string kFontsSource = HEARTS_FONT_SOURCE_DIR;

struct Stack {
  FontStack fonts;
  Stack() {
    if (!TTF_WasInit()) TTF_Init();
    REQUIRE(fonts.load(FontStack::Face::Own, kAssets + "/fonts/DejaVuSans.ttf",
                       kAssets + "/fonts/DejaVuSans-Bold.ttf"));
    REQUIRE(fonts.load(FontStack::Face::Names, kAssets + "/fonts/language-names.ttf", ""));
  }
};

// The lines of a text file of assets/fonts that are not comments.
std::vector<std::string> listed(const std::string& name) {
  std::ifstream in(kFontsSource + "/" + name);
  REQUIRE_MESSAGE(in, "cannot read ", name);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

// The characters of `s` no face draws.
std::vector<std::string> undrawn(FontStack& fonts, const std::string& s, bool bold) {
  std::vector<std::string> missing;
  for (const auto& run : fonts.runs(s, 16, bold)) {
    REQUIRE(run.font != nullptr);
    for (std::size_t i = 0; i < run.text.size();) {
      const std::size_t start = i;
      const Uint32 cp = hearts::ui::nextCodePoint(run.text, i);
      if (!TTF_GlyphIsProvided32(run.font, cp)) missing.push_back(run.text.substr(start, i - start));
    }
  }
  return missing;
}

}  // namespace

TEST_CASE("The menu's names of the languages are the list the names' face is cut to") {
  std::vector<std::string> names;
  for (auto l : hearts::words::kPlayerLanguages) names.emplace_back(hearts::words::nativeName(l));
  CHECK(listed("language-names.txt") == names);
}

TEST_CASE("Every language's name is drawn whatever the language, in regular and bold") {
  Stack s;
  for (auto l : hearts::words::kPlayerLanguages) {
    const std::string name(hearts::words::nativeName(l));
    CAPTURE(name);
    CHECK(undrawn(s.fonts, name, false).empty());
    CHECK(undrawn(s.fonts, name, true).empty());
  }
}

TEST_CASE("The pseudo-language's face draws every letter of it") {
  Stack s;
  REQUIRE(s.fonts.load(FontStack::Face::Language, kAssets + "/locale/pseudo.ttf",
                       kAssets + "/locale/pseudo-bold.ttf"));
  const std::string letters = hearts::words::pseudo(
      "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ");
  CHECK(listed("pseudo.txt").size() == 1);
  CHECK(undrawn(s.fonts, letters, false).empty());
  CHECK(undrawn(s.fonts, letters, true).empty());
  // Without it, the own face lacks some of them: the face is what draws them.
  REQUIRE(s.fonts.load(FontStack::Face::Language, "", ""));
  CHECK_FALSE(undrawn(s.fonts, letters, false).empty());
}

TEST_CASE("A text is cut into runs of one face each, and measured as their sum") {
  Stack s;
  const auto runs = s.fonts.runs("Ab\u65e5\u672cc", 20, false);
  REQUIRE(runs.size() == 3);
  CHECK(runs[0].text == "Ab");
  CHECK(runs[1].text == "\u65e5\u672c");
  CHECK(runs[2].text == "c");
  CHECK(runs[0].font == runs[2].font);
  CHECK(runs[1].font != runs[0].font);
  int sum = 0;
  for (const auto& run : runs) {
    int w = 0, h = 0;
    TTF_SizeUTF8(run.font, run.text.c_str(), &w, &h);
    sum += w;
  }
  CHECK(s.fonts.size("Ab\u65e5\u672cc", 20, false).x == sum);
}

TEST_CASE("Runs of two faces are drawn side by side on one baseline, with their ink") {
  Stack s;
  SDL_Surface* mixed = s.fonts.render("Ab\u65e5\u672cc", 20, false);
  REQUIRE(mixed != nullptr);
  const SDL_Point m = s.fonts.size("Ab\u65e5\u672cc", 20, false);
  CHECK(mixed->w == m.x);
  // Ink in the middle run's columns: the kanji were drawn, not left transparent.
  const auto runs = s.fonts.runs("Ab\u65e5\u672cc", 20, false);
  int left = 0, h = 0;
  TTF_SizeUTF8(runs[0].font, runs[0].text.c_str(), &left, &h);
  int inked = 0;
  SDL_LockSurface(mixed);
  for (int y = 0; y < mixed->h; ++y)
    for (int x = left; x < left + 20 && x < mixed->w; ++x) {
      const auto* row = static_cast<const Uint8*>(mixed->pixels) + y * mixed->pitch;
      Uint32 pixel = 0;
      SDL_memcpy(&pixel, row + x * 4, 4);
      Uint8 r = 0, g = 0, b = 0, a = 0;
      SDL_GetRGBA(pixel, mixed->format, &r, &g, &b, &a);
      if (a > 128) ++inked;
    }
  SDL_UnlockSurface(mixed);
  CHECK(inked > 20);
  SDL_FreeSurface(mixed);
}
