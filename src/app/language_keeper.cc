#include "app/language_keeper.h"

#include <algorithm>
#include <utility>

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

void LanguageKeeper::follow(std::optional<Language> choice) {
  const Language l = choice ? *choice : words::preferredLanguage(platform::preferredLocales());
  chosen_ = choice.has_value();
  if (l == wanted_) return;  // in use, or on its way
  wanted_ = l;
  // English is the messages themselves, the pseudo-language is made from them.
  if (l == Language::English || l == Language::Pseudo) use(l);
  else platform::requestCatalog(l, assets_);
}

LanguageKeeper::Arrived LanguageKeeper::take() {
  for (platform::CatalogFile& file : platform::takeCatalogs()) {
    if (file.language != wanted_) continue;  // asked for before another was chosen
    std::string error = std::move(file.error);
    std::optional<words::Catalog> catalog;
    if (error.empty()) catalog = words::Catalog::parse(file.bytes, &error);
    if (catalog) {
      words::useLanguage(file.language, std::move(*catalog));
      platform::showLanguage(file.language);
      changed_ = true;
      continue;
    }
    use(Language::English);
    wanted_ = Language::English;
    // TRANSLATORS: {language} is the language's own name ("Deutsch"); {reason} the file or
    // the download that failed.
    std::string text = words::tr("The words in {language} could not be read ({reason}), so the game speaks English.",
                                 {{"language", std::string(words::nativeName(file.language))}, {"reason", error}});
    platform::logError(text);
    if (chosen_) return {std::exchange(changed_, false), std::move(text)};
  }
  return {std::exchange(changed_, false), {}};
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
