// The start tags of the card art's SVG text, as the card art and its styles read them:
// "<name a="v" b='w'>" or ".../>", each attribute with its value's place in the text so
// that a value can be replaced where it stands. The files are the project's own pipeline's
// (tools/assets), so this reads start tags only; it is not an XML parser.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace hearts::ui {

struct SvgAttribute {
  std::string_view name;
  std::string_view value;
  std::size_t valueBegin = 0;  // in the text the tag was read from
  char quote = '"';
};

struct SvgStartTag {
  std::string_view name;
  std::vector<SvgAttribute> attributes;
  bool selfClosing = false;
  std::size_t end = 0;  // where its closing '>' or "/>" starts in the text

  const SvgAttribute* find(std::string_view key) const;
  std::optional<std::string_view> get(std::string_view key) const;
};

// The start tag at `pos` of `text` (text[pos] is '<'); nullopt when it is not a well-formed
// start tag. Spaces may stand around an attribute's '='.
std::optional<SvgStartTag> readSvgStartTag(std::string_view text, std::size_t pos = 0);
// The document's root <svg> start tag, after any comments and XML declaration.
std::optional<SvgStartTag> findSvgRoot(std::string_view text);

}  // namespace hearts::ui
