// One language's translations, read from a compiled gettext catalog (a .mo file, made from
// po/<code>.po by msgfmt at build time). Lookups by context and English text; plural
// messages by the number, through the catalog's own plural rule.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "words/plural.h"

namespace hearts::words {

class Catalog {
 public:
  // An empty catalog: every lookup misses (the English text is used).
  Catalog() = default;
  // From a .mo file's bytes; none, with `error` saying why, for bytes that are not one.
  static std::optional<Catalog> parse(std::string_view bytes, std::string* error);

  // The translation of `id` in `context` ("" for none); null where there is none.
  const std::string* find(std::string_view context, std::string_view id) const;
  // The form for n of the plural message whose English singular is `id`; null where there is
  // none.
  const std::string* findPlural(std::string_view context, std::string_view id,
                                unsigned long n) const;
  // Messages translated (the header not counted).
  std::size_t size() const { return entries_.size(); }
  const PluralRule& plurals() const { return plurals_; }

 private:
  // Key: context, '\x04', English (the singular for a plural message); value: its forms.
  std::unordered_map<std::string, std::vector<std::string>> entries_;
  PluralRule plurals_;
};

}  // namespace hearts::words
