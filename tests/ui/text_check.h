// What the language tests (pseudo_language_test.cc, every_language_test.cc) find wrong with a
// picture: every text it drew, as Text told it, against the picture's buttons, its sheet's
// panel and the window, and against the faces that draw it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui/buttons.h"
#include "ui/font_stack.h"
#include "ui/geometry.h"
#include "ui/text.h"

namespace hearts::ui::uitest {

struct Picture {
  std::string name;
  std::vector<Text::Drawn> texts;
  std::vector<Button> buttons;
  std::optional<Rect> panel;  // the sheet's, where a sheet was drawn
  Rect window;
};

// Each problem of where the texts are, in words: the text, what is wrong, the picture's name.
std::vector<std::string> placeProblems(const Picture& p);

// The characters of `s` no face of `fonts` has, in the weight given: each would show as a box.
std::vector<std::string> undrawn(FontStack& fonts, const std::string& s, bool bold);

// Each text of the picture with a character no face of `fonts` has, in words.
std::vector<std::string> boxedCharacters(FontStack& fonts, const Picture& p);

// The texts among `texts` that have an ASCII word of two letters or more: words no catalog
// gave, each in words.
std::vector<std::string> englishWords(const std::string& where, const std::vector<std::string>& texts);

}  // namespace hearts::ui::uitest
