#include "words/words.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>
#include <vector>

namespace hearts::words {
namespace {

struct InUse {
  Language language = Language::English;
  Catalog catalog;
  bool ready = true;
};

InUse& inUse() {
  static InUse state;
  return state;
}

// The text shown for `english` (a found translation, the pseudo form, or English), filled in.
std::string say(const std::string* translated, std::string_view english, std::span<const Arg> args) {
  if (translated) {
    if (auto out = fill(*translated, args)) return *out;
  }
  if (inUse().language == Language::Pseudo) {
    if (auto out = fill(pseudo(english), args)) return *out;
  }
  if (auto out = fill(english, args)) return *out;
  return std::string(english);
}

// Letters as the pseudo-language writes them (UTF-8), a to z and A to Z.
constexpr const char* kLower[26] = {
    "\u00e1", "\u0180", "\u00e7", "\u00f0", "\u00e9", "\u0192", "\u011d", "\u0125", "\u00ee",
    "\u0135", "\u0137", "\u013c", "\u0271", "\u00f1", "\u00f6", "\u00fe", "\u01eb", "\u0155",
    "\u0161", "\u0163", "\u00fb", "\u1e7d", "\u0175", "\u1e8b", "\u00fd", "\u017e"};
constexpr const char* kUpper[26] = {
    "\u00c5", "\u0181", "\u00c7", "\u00d0", "\u00c9", "\u0191", "\u011c", "\u0124", "\u00ce",
    "\u0134", "\u0136", "\u013b", "\u1e3e", "\u00d1", "\u00d6", "\u00de", "\u01ea", "\u0154",
    "\u0160", "\u0162", "\u00db", "\u1e7c", "\u0174", "\u1e8a", "\u00dd", "\u017d"};

char decimalSign(Language l) {
  switch (l) {
    case Language::English:
    case Language::Japanese:
    case Language::ChineseSimplified: return '.';
    default: return ',';
  }
}

}  // namespace

std::optional<std::string> fill(std::string_view pattern, Args args) {
  return fill(pattern, std::span<const Arg>(args.begin(), args.size()));
}

std::optional<std::string> fill(std::string_view pattern, std::span<const Arg> args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '}') {
      if (i + 1 < pattern.size() && pattern[i + 1] == '}') ++i;
      out += '}';
      continue;
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < pattern.size() && pattern[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view name = pattern.substr(i + 1, close - i - 1);
    const Arg* found = nullptr;
    for (const Arg& a : args)
      if (a.name == name) found = &a;
    if (!found) return std::nullopt;
    out += found->value;
    i = close;
  }
  return out;
}

std::string pseudo(std::string_view english) {
  std::string out = "[";
  std::size_t letters = 0;
  bool inName = false;
  for (char c : english) {
    if (c == '{') inName = true;
    if (!inName && c >= 'a' && c <= 'z') {
      out += kLower[c - 'a'];
      ++letters;
    } else if (!inName && c >= 'A' && c <= 'Z') {
      out += kUpper[c - 'A'];
      ++letters;
    } else {
      out += c;
    }
    if (c == '}') inName = false;
  }
  // 40 % longer, as German and Russian run: one '~' for each 2.5 letters, after a space, in
  // words of at most eight, as a longer language writes more words, not one endless one.
  constexpr std::size_t kPadWord = 8;
  for (std::size_t pad = (letters * 2 + 4) / 5; pad > 0;) {
    const std::size_t word = std::min(pad, kPadWord);
    out += ' ';
    out.append(word, '~');
    pad -= word;
  }
  out += ']';
  return out;
}

std::string tr(const char* english, Args args) {
  return say(inUse().catalog.find("", english), english, {args.begin(), args.size()});
}

std::string trc(const char* context, const char* english, Args args) {
  return say(inUse().catalog.find(context, english), english, {args.begin(), args.size()});
}

std::string trn(const char* one, const char* many, long n, Args args) {
  std::vector<Arg> all(args);
  all.emplace_back("n", n);
  const std::string* translated =
      inUse().catalog.findPlural("", one, static_cast<unsigned long>(n < 0 ? -n : n));
  return say(translated, n == 1 ? one : many, all);
}

Language language() { return inUse().language; }

void useLanguage(Language l, Catalog catalog) {
  InUse& s = inUse();
  s.language = l;
  s.ready = l == Language::English || l == Language::Pseudo || catalog.size() > 0;
  s.catalog = std::move(catalog);
}

bool languageReady() { return inUse().ready; }

std::string decimal(double v, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string out(buf);
  if (out.starts_with("-0") && out.find_first_not_of("0.", 1) == std::string::npos)
    out.erase(0, 1);
  const char sign = decimalSign(inUse().language);
  for (char& c : out)
    if (c == '.') c = sign;
  return out;
}

}  // namespace hearts::words
