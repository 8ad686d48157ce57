// The screen in a language, drawn by SDL's software renderer through the screen's own text
// drawing, which tells the rig every text it draws: the table and every sheet, as the
// language tests (pseudo_language_test.cc, every_language_test.cc) look at them.
#pragma once

#include <SDL.h>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "session/game_session.h"
#include "session/statistics.h"
#include "ui/card_art.h"
#include "ui/card_painter.h"
#include "ui/font_stack.h"
#include "ui/screen.h"
#include "ui/sheet_view.h"
#include "ui/text.h"
#include "words/language.h"
#include "text_check.h"
#include "ui_test_support.h"

namespace hearts::ui::uitest {

// The window sizes, in CSS pixels at a pixel ratio of 1: a small phone's, a phone's and a
// laptop's. Phones are touch screens.
inline const std::array<Size, 3> kLanguageSizes = {
    {{320, 480, 1, "320x480"}, {390, 844, 1, "390x844"}, {1280, 800, 1, "1280x800"}}};

// A language in use while this lives, with its catalog as the game reads it from the assets
// (none for English and the pseudo-language); English again after.
class InLanguage {
 public:
  explicit InLanguage(words::Language l);
  ~InLanguage();
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
};

// The font files a language is drawn in. The real languages: the game's own cut faces, the
// language's face (none for English; regular alone for Japanese and Chinese, whose bold is
// regular emboldened) and the languages' names' face, as the app loads them. The
// pseudo-language: the fonts the game's are cut from, whose letters include the pseudo ones.
struct FaceFiles {
  std::string regular, bold;
  std::string language, languageBold;
  std::string names;
};
FaceFiles faceFiles(words::Language l);
// The faces of `files` loaded into `fonts`, as Text loads them.
void loadFaces(FontStack& fonts, const FaceFiles& files);

// The name a picture of the language is written under: "pseudo", "lang-de".
std::string picturePrefix(words::Language l);

// A screen drawing a game into a surface, every text it draws recorded.
struct Rig {
  Size size;
  std::string prefix;
  double now = 0;
  SDL_Surface* surface;
  SDL_Renderer* renderer;
  std::unique_ptr<Text> text;
  std::unique_ptr<CardArt> art;
  std::unique_ptr<CardPainter> cards;
  std::unique_ptr<Screen> screen;
  std::unique_ptr<session::GameSession> game;
  std::vector<Text::Drawn> drawn;

  // In the faces of `l`; the language in use is the one the screen speaks.
  Rig(const Size& s, words::Language l, UiSettings settings = testSettings("classic"));
  ~Rig();
  Rig(const Rig&) = delete;
  Rig& operator=(const Rig&) = delete;

  // The game played on until it waits for the player.
  void settle();
  // The screen once what moves has come to rest: its texts, its buttons, the window.
  Picture table(const std::string& name);
  // A sheet drawn over the table as the screen draws one.
  Picture sheet(const std::string& name, const SheetView& v);
  // The picture as <prefix>-<size>-<name>.png where HEARTS_ARTIFACT_DIR says; none for a
  // name with '@' (a sheet scrolled).
  void save(const std::string& name);
};

// Each problem a doctest failure of the test case.
void fail(const std::vector<std::string>& problems);

// The table at size `s` in the faces of `l`: passing, three cards chosen, playing, a card
// tapped once (to be played by a second tap), a notice. Each picture goes to `check` with
// the rig that drew it.
using PictureCheck = std::function<void(Rig&, const Picture&)>;
void tableScenes(const Size& s, words::Language l, const PictureCheck& check);

// The games the sheets are shown over, as touch_sizes_test.cc has them.
struct Games {
  session::GameSession thirtyHands;
  session::GameSession over;
  session::GameSession midHand;
  session::Statistics stats;
  Games();
};

// Every sheet and page of the menu, by name, built over `g` at the rig's size.
std::vector<std::pair<std::string, SheetView>> everySheet(Rig& rig, Games& g);
// The list of the languages, each by its own name: names no catalog translates, which the
// pseudo-language's test, taking ASCII words for English, leaves out.
SheetView languagesSheet(Rig& rig, Games& g);
// A sheet as drawn: the picture as it opens, then, where its rows scroll, one for each
// window's worth of them brought into sight (named "<name>@<offset>").
std::vector<Picture> sheetPictures(Rig& rig, const std::string& name, const SheetView& view);
// The words of a sheet: its texts, its buttons' labels, the lines only the mirror reads.
std::vector<std::string> wordsOf(const SheetView& v);

}  // namespace hearts::ui::uitest
