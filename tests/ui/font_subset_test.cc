// The fonts the asset pipeline cuts down: every character listed in
// assets/fonts/unicodes.txt is still there, and the rest is gone.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "session/player_name.h"

namespace {

constexpr const char* kAssetDir = HEARTS_ASSET_DIR;
constexpr const char* kUnicodesFile = HEARTS_FONT_UNICODES_FILE;

// "U+2190-2195  # comment" lines, as pyftsubset reads them.
std::vector<std::pair<Uint32, Uint32>> readRanges() {
  std::ifstream in(kUnicodesFile);
  REQUIRE_MESSAGE(in, "cannot read ", kUnicodesFile);
  std::vector<std::pair<Uint32, Uint32>> ranges;
  std::string line;
  while (std::getline(in, line)) {
    line = line.substr(0, line.find('#'));
    const auto start = line.find("U+");
    if (start == std::string::npos) continue;
    std::size_t used = 0;
    const auto first = static_cast<Uint32>(std::stoul(line.substr(start + 2), &used, 16));
    Uint32 last = first;
    const std::size_t dash = start + 2 + used;
    if (dash < line.size() && line[dash] == '-') {
      last = static_cast<Uint32>(std::stoul(line.substr(dash + 1), nullptr, 16));
    }
    REQUIRE(first <= last);
    ranges.emplace_back(first, last);
  }
  return ranges;
}

std::string codePoint(Uint32 c) {
  char text[16];
  SDL_snprintf(text, sizeof text, "U+%04X", static_cast<unsigned>(c));
  return text;
}

struct Ttf {
  Ttf() { REQUIRE(TTF_Init() == 0); }
  ~Ttf() { TTF_Quit(); }
};

}  // namespace

TEST_CASE("the subset fonts keep every character the game lists, and only those") {
  const Ttf ttf;
  const auto ranges = readRanges();
  REQUIRE(ranges.size() > 10);
  for (const std::string name : {"DejaVuSans", "DejaVuSans-Bold"}) {
    const std::string path = std::string(kAssetDir) + "/fonts/" + name + ".ttf";
    TTF_Font* font = TTF_OpenFont(path.c_str(), 16);
    REQUIRE_MESSAGE(font != nullptr, path, ": ", TTF_GetError());
    int missing = 0;
    for (const auto& [first, last] : ranges) {
      for (Uint32 c = first; c <= last; ++c) {
        if (TTF_GlyphIsProvided32(font, c) == 0) {
          ++missing;
          INFO(name, " lacks ", codePoint(c));
          CHECK(false);
        }
      }
    }
    CHECK(missing == 0);
    // Characters the full DejaVu Sans has but the game does not use.
    for (Uint32 c : {Uint32{0x0416}, Uint32{0x03A9}, Uint32{0x2600}}) {
      INFO(name, " still has ", codePoint(c));
      CHECK(TTF_GlyphIsProvided32(font, c) == 0);
    }
    TTF_CloseFont(font);
    CHECK(std::filesystem::file_size(path) < 100'000);
  }
}

TEST_CASE("a player's name may hold exactly the characters the subset fonts keep") {
  // session/player_name.cc holds the ranges of unicodes.txt, for the names' check.
  const auto ranges = readRanges();
  for (char32_t c = 0; c < 0x3000; ++c) {
    bool listed = false;
    for (const auto& range : ranges) listed = listed || (c >= range.first && c <= range.second);
    if (hearts::session::fontHas(c) != listed) FAIL_CHECK(codePoint(static_cast<Uint32>(c)));
  }
}
