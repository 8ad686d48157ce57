// The screen in every language the game ships (words::kPlayerLanguages), with the game's own
// catalogs (<assets>/locale/<code>.mo) and faces (its cut DejaVu, the language's face, the
// languages' names' face), drawn as the pseudo-language's test draws it (screen_rig.h): every
// sheet and page of the menu, and the table while passing and while playing with a notice,
// at a small phone's size, a phone's and a laptop's. It fails on
//   - a text cut short (an ellipsis, lines left out) or drawn smaller than it may be;
//   - a text over another text, over a button it is not the label of, or out of the window
//     or of its sheet's panel;
//   - a character no face loaded has, which would show as a box.
// (Not on ASCII words: real translations keep "Hearts" or "Q♠".) With HEARTS_ARTIFACT_DIR
// set, the pictures are written there for people to look at (lang-<code>-*.png).
#include <doctest/doctest.h>

#include <string>

#include "ui/font_stack.h"
#include "words/language.h"
#include "screen_rig.h"
#include "text_check.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

// The faces the language is drawn in, as the rigs load them: to ask of each character drawn
// whether any of them has it.
struct Faces {
  FontStack fonts;
  explicit Faces(words::Language l) { loadFaces(fonts, faceFiles(l)); }
};

// Fails the test case with each problem of a picture: of where its texts are, of the
// characters its faces lack.
void check(Faces& faces, const Picture& p) {
  fail(placeProblems(p));
  fail(boxedCharacters(faces.fonts, p));
}

}  // namespace

TEST_CASE("in every language every sheet and page of the menu shows each text whole, apart and in a face that has its characters") {
  for (const words::Language l : words::kPlayerLanguages) {
    CAPTURE(std::string(words::languageCode(l)));
    InLanguage language(l);
    Faces faces(l);
    Games games;
    for (const Size& s : kLanguageSizes) {
      CAPTURE(std::string(s.name));
      Rig rig(s, l);
      auto sheets = everySheet(rig, games);
      sheets.emplace_back("languages", languagesSheet(rig, games));
      for (const auto& entry : sheets) {
        // A copy, not a structured binding: clang 14 (the WebAssembly build) captures none.
        const std::string name = entry.first;
        CAPTURE(name);
        for (const Picture& p : sheetPictures(rig, name, entry.second)) check(faces, p);
      }
    }
  }
}

TEST_CASE("in every language the table, passing and playing, and a notice show each text whole, apart and in a face that has its characters") {
  for (const words::Language l : words::kPlayerLanguages) {
    CAPTURE(std::string(words::languageCode(l)));
    InLanguage language(l);
    Faces faces(l);
    for (const Size& s : kLanguageSizes) {
      CAPTURE(std::string(s.name));
      tableScenes(s, l, [&faces](Rig&, const Picture& p) { check(faces, p); });
    }
  }
}
