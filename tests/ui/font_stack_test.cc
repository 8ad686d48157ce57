// The faces text is drawn in (ui/font_stack.h), as the asset pipeline cuts them: each
// language's characters are drawn by a face that has them, and the languages' names by the
// faces every language loads.
#include "ui/font_stack.h"

#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "words/language.h"
#include "words/words.h"
#include "text_check.h"

using hearts::ui::FontStack;
using hearts::ui::uitest::undrawn;

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

// The pixels of `surface` more than half opaque, in columns [left, right).
int inked(SDL_Surface* surface, int left, int right) {
  int count = 0;
  SDL_LockSurface(surface);
  for (int y = 0; y < surface->h; ++y)
    for (int x = std::max(0, left); x < right && x < surface->w; ++x) {
      const auto* row = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch;
      Uint32 pixel = 0;
      SDL_memcpy(&pixel, row + x * 4, 4);
      Uint8 r = 0, g = 0, b = 0, a = 0;
      SDL_GetRGBA(pixel, surface->format, &r, &g, &b, &a);
      if (a > 128) ++count;
    }
  SDL_UnlockSurface(surface);
  return count;
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
  CHECK(mixed->h == m.y);
  // Ink in the middle run's columns: the kanji were drawn, not left transparent.
  const auto runs = s.fonts.runs("Ab\u65e5\u672cc", 20, false);
  int left = 0, h = 0;
  TTF_SizeUTF8(runs[0].font, runs[0].text.c_str(), &left, &h);
  CHECK(inked(mixed, left, left + 20) > 20);
  SDL_FreeSurface(mixed);
}

TEST_CASE("Japanese in its own face takes the line of the game's own face, and all its ink") {
  Stack s;
  REQUIRE(s.fonts.load(FontStack::Face::Language, kAssets + "/locale/ja.ttf", ""));
  // "The cards are dealt": kana and kanji, the catalog's own words.
  const std::string japanese = "\u30ab\u30fc\u30c9\u3092\u914d\u308a\u307e\u3059";
  for (const int px : {9, 12, 16, 24, 40}) {
    for (const bool bold : {false, true}) {
      CAPTURE(px);
      CAPTURE(bold);
      const auto runs = s.fonts.runs(japanese, px, bold);
      REQUIRE(runs.size() == 1);
      // Noto Sans CJK's own line is a quarter taller than DejaVu's, in room its glyphs leave
      // empty: texts stacked at the game's line pitch would lie over one another.
      CHECK(TTF_FontHeight(runs[0].font) > s.fonts.size("Ab", px, bold).y);
      CHECK(s.fonts.size(japanese, px, bold).y == s.fonts.size("Ab", px, bold).y);
      CHECK(s.fonts.size("Ab " + japanese, px, bold).y == s.fonts.size("Ab", px, bold).y);
      SDL_Surface* drawn = s.fonts.render(japanese, px, bold);
      REQUIRE(drawn != nullptr);
      CHECK(drawn->h == s.fonts.size(japanese, px, bold).y);
      // Every pixel of ink the face draws, none cut off at the line's edges.
      SDL_Surface* alone = TTF_RenderUTF8_Blended(runs[0].font, japanese.c_str(), SDL_Color{255, 255, 255, 255});
      REQUIRE(alone != nullptr);
      CHECK(inked(drawn, 0, drawn->w) == inked(alone, 0, alone->w));
      SDL_FreeSurface(alone);
      SDL_FreeSurface(drawn);
    }
  }
}
