#include "words/catalog.h"

#include <cstdint>

namespace hearts::words {
namespace {

constexpr std::uint32_t kMagic = 0x950412de;

std::string key(std::string_view context, std::string_view id) {
  std::string k(context);
  k += '\x04';
  k += id;
  return k;
}

// Reads 32-bit words in the file's byte order.
class Reader {
 public:
  Reader(std::string_view bytes, bool swapped) : b_(bytes), swapped_(swapped) {}
  std::optional<std::uint32_t> word(std::size_t at) const {
    if (at > b_.size() || b_.size() - at < 4) return std::nullopt;
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
      const auto byte = static_cast<std::uint32_t>(static_cast<unsigned char>(b_[at + static_cast<std::size_t>(i)]));
      v |= byte << (swapped_ ? 8 * (3 - i) : 8 * i);
    }
    return v;
  }
  // The string of a table's entry i: its length and offset.
  std::optional<std::string_view> string(std::uint32_t table, std::uint32_t i) const {
    const auto len = word(table + 8ull * i), off = word(table + 8ull * i + 4);
    if (!len || !off || *off > b_.size() || b_.size() - *off < *len) return std::nullopt;
    return b_.substr(*off, *len);
  }

 private:
  std::string_view b_;
  bool swapped_;
};

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = s.find('\0', start);
    parts.emplace_back(s.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// The value of a header line ("Plural-Forms: ...").
std::optional<std::string_view> headerField(std::string_view header, std::string_view name) {
  std::size_t at = 0;
  while (at < header.size()) {
    const std::size_t end = std::min(header.find('\n', at), header.size());
    const std::string_view line = header.substr(at, end - at);
    if (line.starts_with(name) && line.substr(name.size()).starts_with(":"))
      return line.substr(name.size() + 1);
    at = end + 1;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Catalog> Catalog::parse(std::string_view bytes, std::string* error) {
  auto fail = [&](const char* why) {
    if (error) *error = why;
    return std::nullopt;
  };
  const Reader le(bytes, false);
  const auto magic = le.word(0);
  if (!magic) return fail("too short for a catalog");
  const bool swapped = *magic != kMagic;
  const Reader r(bytes, swapped);
  if (*r.word(0) != kMagic) return fail("not a compiled gettext catalog (.mo)");
  const auto revision = r.word(4), count = r.word(8), ids = r.word(12), strs = r.word(16);
  if (!revision || !count || !ids || !strs) return fail("its header is cut short");
  if ((*revision >> 16) != 0) return fail("a catalog revision this game cannot read");
  Catalog c;
  for (std::uint32_t i = 0; i < *count; ++i) {
    const auto id = r.string(*ids, i), str = r.string(*strs, i);
    if (!id || !str) return fail("an entry points outside the file");
    if (id->empty()) {
      if (const auto forms = headerField(*str, "Plural-Forms")) {
        std::string why;
        auto rule = PluralRule::parse(*forms, &why);
        if (!rule) {
          if (error) *error = why;
          return std::nullopt;
        }
        c.plurals_ = std::move(*rule);
      }
      continue;
    }
    // "context\x04English\0English plural" -> context, English.
    std::string_view english = *id;
    std::string_view context;
    if (const auto eot = english.find('\x04'); eot != std::string_view::npos) {
      context = english.substr(0, eot);
      english.remove_prefix(eot + 1);
    }
    english = english.substr(0, english.find('\0'));
    c.entries_.emplace(key(context, english), split(*str));
  }
  return c;
}

const std::string* Catalog::find(std::string_view context, std::string_view id) const {
  const auto it = entries_.find(key(context, id));
  if (it == entries_.end() || it->second.empty() || it->second[0].empty()) return nullptr;
  return &it->second[0];
}

const std::string* Catalog::findPlural(std::string_view context, std::string_view id,
                                       unsigned long n) const {
  const auto it = entries_.find(key(context, id));
  if (it == entries_.end()) return nullptr;
  const auto form = static_cast<std::size_t>(plurals_.form(n));
  if (form >= it->second.size() || it->second[form].empty()) return nullptr;
  return &it->second[form];
}

}  // namespace hearts::words
