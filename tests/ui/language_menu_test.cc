// The language in the menu: the Options' row names the language in use by its own name and
// opens the list of every language the game speaks, each by its own name, with Automatic;
// a choice there is a setting (setting::Language) and leads back to the Options.
#include <doctest/doctest.h>

#include <string>

#include "table_rig.h"
#include "words/words.h"

using namespace hearts;
using namespace hearts::ui;
using uitest::changesSettings;
using uitest::TableRig;

namespace {

std::string sheetText(const TableRig& t) {
  std::string all;
  if (const auto sheet = t.model.frame(t.now).sheet)
    for (const SheetText& s : sheet->texts) all += s.text + "\n";
  return all;
}

void openOptions(TableRig& t) {
  t.tap(t.button(ButtonId::Menu)->rect);
  t.tap(t.button(ButtonId::Tab, "options")->rect);
}

}  // namespace

TEST_CASE("the Options name the language by its own name and open the list of every language") {
  TableRig t(3);
  openOptions(t);
  // Following the system, which speaks English here.
  CHECK(sheetText(t).find("English (automatic)") != std::string::npos);
  const std::optional<Button> change = t.button(ButtonId::Language);
  REQUIRE(change);
  t.tap(change->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::Languages);
  // Automatic is chosen; every language a player is offered has its chip, by its own name.
  const std::optional<Button> automatic = t.button(ButtonId::LanguageChoice, "system");
  REQUIRE(automatic);
  CHECK(automatic->selected);
  for (const words::Language l : words::kPlayerLanguages) {
    const std::optional<Button> chip = t.button(ButtonId::LanguageChoice, std::string(words::languageCode(l)));
    REQUIRE(chip);
    CHECK(chip->label == words::nativeName(l));  // the names' face draws each (ui/font_stack.h)
    CHECK_FALSE(chip->selected);
  }
  CHECK_FALSE(t.button(ButtonId::LanguageChoice, "pseudo"));  // the tests' language, never offered
}

TEST_CASE("a language chosen in the list is a setting, and the menu goes back to the Options") {
  TableRig t(3);
  openOptions(t);
  t.tap(t.button(ButtonId::Language)->rect);
  const UiRequest r = t.tap(t.button(ButtonId::LanguageChoice, "pt_BR")->rect);
  REQUIRE(changesSettings(r));
  CHECK(std::get<SettingChange>(r) == SettingChange{setting::Language{words::Language::PortugueseBrazil}});
  CHECK(t.model.given().settings.language == words::Language::PortugueseBrazil);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  CHECK(t.button(ButtonId::Tab, "options")->selected);
  // The list shows the choice; Automatic goes back to the system's language.
  t.tap(t.button(ButtonId::Language)->rect);
  CHECK(t.button(ButtonId::LanguageChoice, "pt_BR")->selected);
  CHECK_FALSE(t.button(ButtonId::LanguageChoice, "system")->selected);
  t.tap(t.button(ButtonId::LanguageChoice, "system")->rect);
  CHECK_FALSE(t.model.given().settings.language.has_value());
}

TEST_CASE("the list of languages closes back to the menu, by Back or by Escape") {
  TableRig t(3);
  openOptions(t);
  t.tap(t.button(ButtonId::Language)->rect);
  t.tap(t.button(ButtonId::Tab, "options")->rect);  // Back
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
  t.tap(t.button(ButtonId::Language)->rect);
  REQUIRE(t.model.sheets().overlay() == Overlay::Languages);
  t.key(Key::Escape);
  CHECK(t.model.sheets().overlay() == Overlay::Menu);
}

TEST_CASE("a language setting changes only the language") {
  UiSettings s = uitest::testSettings("classic");
  const UiSettings before = s;
  s.change(setting::Language{words::Language::Russian});
  CHECK(s.language == words::Language::Russian);
  s.change(setting::Language{});
  CHECK(s == before);
}
