#include "words/language.h"

#include <cctype>

namespace hearts::words {
namespace {

struct Names {
  std::string_view code, tag, native;
};

constexpr std::array<Names, kLanguageCount> kNames = {{
    {"en", "en", "English"},
    {"de", "de", "Deutsch"},
    {"fr", "fr", "Fran\u00e7ais"},
    {"es", "es", "Espa\u00f1ol"},
    {"it", "it", "Italiano"},
    {"pt_BR", "pt-BR", "Portugu\u00eas (Brasil)"},
    {"nl", "nl", "Nederlands"},
    {"pl", "pl", "Polski"},
    {"ru", "ru", "\u0420\u0443\u0441\u0441\u043a\u0438\u0439"},
    {"ja", "ja", "\u65e5\u672c\u8a9e"},
    {"zh_CN", "zh-Hans", "\u7b80\u4f53\u4e2d\u6587"},
    {"pseudo", "en-XA", "[\u1e56\u0161\u00e9\u00fb\u0111\u00f6]"},
}};

const Names& names(Language l) { return kNames[static_cast<std::size_t>(l)]; }

// "de_DE.UTF-8" -> {"de", "de"}; lower-case language, lower-case rest, '_' as '-', no
// encoding or modifier.
std::string normalised(std::string_view tag) {
  std::string out;
  for (char c : tag) {
    if (c == '.' || c == '@') break;
    out += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace

std::string_view languageCode(Language l) { return names(l).code; }
std::string_view languageTag(Language l) { return names(l).tag; }
std::string_view nativeName(Language l) { return names(l).native; }

std::optional<Language> parseLanguage(std::string_view tag) {
  const std::string t = normalised(tag);
  const std::string lang = t.substr(0, t.find('-'));
  const std::string rest = t.size() > lang.size() ? t.substr(lang.size() + 1) : std::string();
  if (lang == "pseudo" || t == "en-xa") return Language::Pseudo;
  if (lang == "zh") {
    // Simplified: zh, zh-CN, zh-SG, zh-Hans(-*); not zh-TW, zh-HK, zh-MO, zh-Hant.
    const bool traditional = rest.starts_with("hant") || rest.starts_with("tw") ||
                             rest.starts_with("hk") || rest.starts_with("mo");
    if (traditional) return std::nullopt;
    return Language::ChineseSimplified;
  }
  if (lang == "pt") return Language::PortugueseBrazil;
  for (int i = 0; i < kLanguageCount; ++i) {
    const auto l = static_cast<Language>(i);
    if (l == Language::Pseudo) continue;
    if (languageCode(l) == lang) return l;
  }
  return std::nullopt;
}

Language preferredLanguage(const std::vector<std::string>& locales) {
  for (const auto& tag : locales) {
    const auto l = parseLanguage(tag);
    if (l && *l != Language::Pseudo) return *l;
  }
  return Language::English;
}

}  // namespace hearts::words
