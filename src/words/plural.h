// A language's plural rule as gettext writes it in a catalog's header ("Plural-Forms:
// nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 ||
// n%100>=20) ? 1 : 2);"): the C expression over n is parsed once and evaluated per number.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hearts::words {

class PluralRule {
 public:
  // English's: two forms, the first for 1.
  PluralRule();
  // From the header's value ("nplurals=2; plural=(n != 1);"); none, with `error` saying why,
  // for text that is not such a rule.
  static std::optional<PluralRule> parse(std::string_view formsHeader, std::string* error);

  int count() const { return count_; }
  // The form for n, always below count().
  int form(unsigned long n) const;

  // The parsed expression (plural.cc).
  struct Node;

 private:
  int count_ = 2;
  std::shared_ptr<const Node> expr_;
};

}  // namespace hearts::words
