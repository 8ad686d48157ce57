// The faces text is drawn in: the game's own (DejaVu, cut to what English needs), then the
// language's own where the player's language writes characters the first lacks (Cyrillic,
// Polish letters, kanji: assets/CMakeLists.txt cuts each language's face to the characters
// of its catalog), then the one that draws the languages' names in the menu (日本語, 简体中文)
// whatever the language. Each character is drawn in the first face that has it; a text is
// cut into runs of one face each.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace hearts::ui {

// The code point of UTF-8 text at s[i], moving i past it (malformed bytes read as themselves).
Uint32 nextCodePoint(const std::string& s, std::size_t& i);

class FontStack {
 public:
  FontStack() = default;
  ~FontStack();
  FontStack(const FontStack&) = delete;
  FontStack& operator=(const FontStack&) = delete;

  enum class Face : std::uint8_t { Own, Language, Names };
  // A face from its files, replacing the one there was; an empty path drops it. Bold may be
  // missing (then regular is emboldened). False where the regular file cannot be read (then
  // the face is none).
  bool load(Face face, const std::string& regularPath, const std::string& boldPath);
  bool has(Face face) const { return !faces_[static_cast<std::size_t>(face)].regular.empty(); }
  // Text this many pixels high or more is drawn without hinting.
  static constexpr int kUnhintedPx = 24;

  // The own face at `px` pixels (clamped to 4..400); null without one.
  TTF_Font* own(int px, bool bold) { return font(px, bold, Face::Own); }

  struct Run {
    std::string text;
    TTF_Font* font = nullptr;
  };
  // `s` cut into runs, each in the first face that has its characters (the own face for a
  // character none has: it draws its missing-glyph box). Fonts are null without an own face.
  std::vector<Run> runs(const std::string& s, int px, bool bold);
  // Width and height of `s` drawn in its runs: the height of the own face's line, or more
  // where the ink of a run reaches beyond it.
  SDL_Point size(const std::string& s, int px, bool bold);
  // `s` in white on transparent, its runs side by side on one baseline, as high as size()
  // says; null on failure.
  SDL_Surface* render(const std::string& s, int px, bool bold);

 private:
  struct Files {
    std::vector<unsigned char> regular, bold;
  };
  TTF_Font* font(int px, bool bold, Face face);
  void closeFonts(Face face);

  std::array<Files, 3> faces_;
  std::map<std::tuple<int, bool, Face>, TTF_Font*> fonts_;
};

}  // namespace hearts::ui
