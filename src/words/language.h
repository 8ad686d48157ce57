// The languages the game speaks, as a type. Codes and names are strings only at the edges:
// the catalog's file name, the saved settings, `--lang` and `?lang=`, the page's `lang`.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hearts::words {

enum class Language : std::uint8_t {
  English,
  German,
  French,
  Spanish,
  Italian,
  PortugueseBrazil,
  Dutch,
  Polish,
  Russian,
  Japanese,
  ChineseSimplified,
  // Every sentence accented and 40 % longer, in brackets: a test's language, never offered
  // to a player. A word in plain ASCII on the screen in it escaped the catalogs.
  Pseudo,
};

inline constexpr int kLanguageCount = 12;

// The languages a player is offered, in the order the menu lists them.
inline constexpr std::array<Language, 11> kPlayerLanguages = {
    Language::English, Language::German,  Language::French,   Language::Spanish,
    Language::Italian, Language::PortugueseBrazil, Language::Dutch, Language::Polish,
    Language::Russian, Language::Japanese, Language::ChineseSimplified};

// The catalog's name: "de", "pt_BR", "zh_CN", "en"; "pseudo" for the test language.
std::string_view languageCode(Language l);
// The page's `lang` attribute (BCP 47): "de", "pt-BR", "zh-Hans", "en-XA" for the pseudo one.
std::string_view languageTag(Language l);
// The language's own name for itself, as the menu shows it: "Deutsch", "日本語".
std::string_view nativeName(Language l);

// A language from a code or a locale as browsers and systems give them: "de", "de-AT",
// "de_DE.UTF-8", "pt" and "pt-PT" (Brazilian Portuguese is the one there is), "zh-CN",
// "zh-Hans", "zh-SG"; "pseudo". None for what the game does not speak (and for "zh-TW":
// traditional characters are not simplified ones).
std::optional<Language> parseLanguage(std::string_view tag);
// The first of the player's preferred locales the game speaks, else English.
Language preferredLanguage(const std::vector<std::string>& locales);

}  // namespace hearts::words
