// The screen in the pseudo-language (words::Language::Pseudo: every sentence accented, 40 %
// longer and in brackets, as German and Russian run long), drawn by SDL's software renderer
// through the screen's own text drawing, which tells the test every text it draws
// (screen_rig.h): the table while passing and while playing, a notice, every sheet and every
// page of the menu, at a small phone's size, a phone's and a laptop's. It fails on
//   - a word in plain ASCII letters: a sentence that escaped the catalogs;
//   - a text cut short (an ellipsis, lines left out) or drawn smaller than it may be;
//   - a text over another text, over a button it is not the label of, or out of the window
//     or of its sheet's panel.
// With HEARTS_ARTIFACT_DIR set, the pictures are written there for people to look at
// (pseudo-*.png).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "words/words.h"
#include "screen_rig.h"
#include "text_check.h"

using namespace hearts;
using namespace hearts::ui;
using namespace hearts::ui::uitest;

namespace {

// Fails the test case with each problem of a picture of the table: of where its texts are,
// of its words, and of the words the screen reader's mirror of it reads (the hand's title,
// the controls' names).
void check(Rig& rig, const Picture& p) {
  fail(placeProblems(p));
  std::vector<std::string> texts;
  for (const Text::Drawn& t : p.texts) texts.push_back(t.text);
  fail(englishWords(p.name, texts));
  const nlohmann::json mirror = nlohmann::json::parse(rig.screen->mirrorState(rig.now));
  std::vector<std::string> heard{mirror["handTitle"].get<std::string>()};
  for (const auto& control : mirror["controls"]) heard.push_back(control["label"].get<std::string>());
  fail(englishWords(p.name + " (the mirror)", heard));
}

}  // namespace

TEST_CASE("in the pseudo-language the table, passing and playing, and a notice show every word translated, whole and apart") {
  InLanguage pseudo(words::Language::Pseudo);
  for (const Size& s : kLanguageSizes) {
    CAPTURE(std::string(s.name));
    tableScenes(s, words::Language::Pseudo, check);
  }
}

TEST_CASE("in the pseudo-language every sheet and page of the menu shows every word translated, whole and apart") {
  InLanguage pseudo(words::Language::Pseudo);
  Games games;
  for (const Size& s : kLanguageSizes) {
    CAPTURE(std::string(s.name));
    Rig rig(s, words::Language::Pseudo);
    for (const auto& entry : everySheet(rig, games)) {
      // A copy, not a structured binding: clang 14 (the WebAssembly build) captures none.
      const std::string name = entry.first;
      CAPTURE(name);
      fail(englishWords(std::string(s.name) + " " + name, wordsOf(entry.second)));
      for (const Picture& p : sheetPictures(rig, name, entry.second)) fail(placeProblems(p));
    }
  }
}
