#include "app/language_keeper.h"

#include <algorithm>
#include <utility>

#include "app/file_text.h"
#include "app/platform.h"
#include "words/catalog.h"
#include "words/words.h"

namespace hearts::app {

using words::Language;

void LanguageKeeper::use(Language l) {
  words::useLanguage(l);
  platform::showLanguage(l);
  changed_ = true;
}

LanguageFiles languageFiles(Language l) {
  if (l == Language::English) return {};
  const std::string code(words::languageCode(l));
  const std::string catalog = l == Language::Pseudo ? std::string() : code + ".mo";
  // Japanese and Chinese are cut from Noto Sans CJK, regular alone.
  if (l == Language::Japanese || l == Language::ChineseSimplified) return {catalog, code + ".ttf", {}};
  return {catalog, code + ".ttf", code + "-bold.ttf"};
}

void LanguageKeeper::follow(std::optional<Language> choice) {
  const Language l = choice ? *choice : words::preferredLanguage(platform::preferredLocales());
  chosen_ = choice.has_value();
  if (l == wanted_) return;  // in use, or on its way
  wanted_ = l;
  // English is the messages themselves, in the game's own face.
  if (l == Language::English) use(l);
  else platform::fetchLanguage(l, assets_);
}

LanguageKeeper::Arrived LanguageKeeper::take() {
  for (const platform::FetchedLanguage& fetched : platform::takeFetchedLanguages()) {
    if (fetched.language != wanted_) continue;  // asked for before another was chosen
    std::string error = fetched.error;
    std::optional<words::Catalog> catalog;
    const std::string path = inLocale(languageFiles(fetched.language).catalog);
    if (error.empty() && !path.empty()) {
      if (const auto bytes = readTextFile(path)) catalog = words::Catalog::parse(*bytes, &error);
      else error = path;
    }
    if (error.empty()) {
      words::useLanguage(fetched.language, catalog ? std::move(*catalog) : words::Catalog{});
      platform::showLanguage(fetched.language);
      changed_ = true;
      continue;
    }
    use(Language::English);
    wanted_ = Language::English;
    // TRANSLATORS: {language} is the language's own name ("Deutsch"); {reason} the file or
    // the download that failed.
    std::string text = words::tr("The words in {language} could not be read ({reason}), so the game speaks English.",
                                 {{"language", std::string(words::nativeName(fetched.language))}, {"reason", error}});
    platform::logError(text);
    if (chosen_) return {std::exchange(changed_, false), std::move(text)};
  }
  return {std::exchange(changed_, false), {}};
}

LanguageKeeper::Face LanguageKeeper::face() const {
  const LanguageFiles files = languageFiles(words::language());
  return {inLocale(files.face), inLocale(files.boldFace)};
}

std::vector<std::string> gettextLocales(const std::function<const char*(const char*)>& env) {
  const auto get = [&](const char* name) {
    const char* v = env(name);
    return std::string(v ? v : "");
  };
  std::string locale = get("LC_ALL");
  if (locale.empty()) locale = get("LC_MESSAGES");
  if (locale.empty()) locale = get("LANG");
  if (locale == "C" || locale == "POSIX" || locale.starts_with("C.")) return {"en"};
  std::vector<std::string> out;
  const std::string list = get("LANGUAGE");
  for (std::size_t at = 0; at <= list.size();) {
    const std::size_t colon = std::min(list.find(':', at), list.size());
    if (colon > at) out.push_back(list.substr(at, colon - at));
    at = colon + 1;
  }
  if (!locale.empty()) out.push_back(locale);
  return out;
}

}  // namespace hearts::app
