#include "ui/svg_tag.h"

namespace hearts::ui {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

const SvgAttribute* SvgStartTag::find(std::string_view key) const {
  for (const SvgAttribute& a : attributes)
    if (a.name == key) return &a;
  return nullptr;
}

std::optional<std::string_view> SvgStartTag::get(std::string_view key) const {
  if (const SvgAttribute* a = find(key)) return a->value;
  return std::nullopt;
}

std::optional<SvgStartTag> readSvgStartTag(std::string_view s, std::size_t pos) {
  if (pos >= s.size() || s[pos] != '<') return std::nullopt;
  SvgStartTag tag;
  std::size_t i = pos + 1;
  while (i < s.size() && !isSpace(s[i]) && s[i] != '/' && s[i] != '>') ++i;
  tag.name = s.substr(pos + 1, i - pos - 1);
  if (tag.name.empty()) return std::nullopt;
  for (;;) {
    while (i < s.size() && isSpace(s[i])) ++i;
    if (i >= s.size()) return std::nullopt;
    if (s[i] == '>' || s.substr(i, 2) == "/>") {
      tag.selfClosing = s[i] == '/';
      tag.end = i;
      return tag;
    }
    const std::size_t nameBegin = i;
    while (i < s.size() && s[i] != '=' && !isSpace(s[i]) && s[i] != '>') ++i;
    SvgAttribute a;
    a.name = s.substr(nameBegin, i - nameBegin);
    while (i < s.size() && isSpace(s[i])) ++i;
    if (a.name.empty() || i >= s.size() || s[i] != '=') return std::nullopt;
    ++i;
    while (i < s.size() && isSpace(s[i])) ++i;
    if (i >= s.size() || (s[i] != '"' && s[i] != '\'')) return std::nullopt;
    a.quote = s[i];
    const std::size_t valueEnd = s.find(a.quote, i + 1);
    if (valueEnd == std::string_view::npos) return std::nullopt;
    a.valueBegin = i + 1;
    a.value = s.substr(i + 1, valueEnd - i - 1);
    tag.attributes.push_back(a);
    i = valueEnd + 1;
  }
}

std::optional<SvgStartTag> findSvgRoot(std::string_view s) {
  std::size_t pos = 0;
  for (;;) {
    pos = s.find('<', pos);
    if (pos == std::string_view::npos) return std::nullopt;
    if (s.substr(pos, 4) == "<!--") {
      pos = s.find("-->", pos);
      if (pos == std::string_view::npos) return std::nullopt;
      continue;
    }
    if (s.substr(pos, 2) == "<?") {
      pos = s.find("?>", pos);
      if (pos == std::string_view::npos) return std::nullopt;
      continue;
    }
    break;
  }
  if (s.substr(pos, 4) != "<svg" || pos + 4 >= s.size() || !isSpace(s[pos + 4])) return std::nullopt;
  return readSvgStartTag(s, pos);
}

}  // namespace hearts::ui
