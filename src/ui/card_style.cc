#include "ui/card_style.h"

#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "ui/svg_tag.h"

namespace hearts::ui {

namespace {

// The faces' drawing, in their viewBox (-120 -168 240 336), as the pipeline writes every
// one of them: first the paper (a <rect>), then on court cards the figure, drawn at
// kFigureScale; then the suit's ink: the corner rank (a stroked glyph at kRankScale,
// centred at (-98.4, -140), 32 units tall), the corner suit below it (kSuitScale, centred
// at (-98.4, -105.6), 23 units tall), the pips, and a group turned half round holding the
// same again for the opposite corner; court cards end with their frame, a group stroked
// kFrameStroke. Pips and the court frame start at x = -82.4.
constexpr double kFigureScale = 0.126769;
constexpr double kRankScale = 0.032;
constexpr double kSuitScale = 0.022307;
constexpr std::string_view kFrameStroke = "#44F";

// The corner glyphs' own sizes in their units (both drawn centred on their origin): the rank
// 29.44 tall at kRankScale (its path spans -460..460) and, with its stroke 80 wide, at most
// 19.2 wide (the 10, the Q: -300..300); the suit 22.31 tall at kSuitScale (-500..500).
constexpr double kRankHalfH = 460 * kRankScale;
constexpr double kRankHalfW = 300 * kRankScale;
constexpr double kSuitHalfH = 500 * kSuitScale;
// Large indices: the column kLargeIndexScale times as large, its left edge 4 units inside
// the paper's edge, the rank's top 5 units from the top, the suit 2.5 units under the rank.
// The rest of the face (pips, court figure and frame) is drawn kRoomScale times as large
// about the face's centre, which leaves the column clear: it ends at x = -75.7, the pips
// and the frame begin at -66 and beyond.
constexpr double kIndexX = -116 + kRankHalfW * kLargeIndexScale;
constexpr double kRankY = -163 + kRankHalfH * kLargeIndexScale;
constexpr double kSuitY = kRankY + kRankHalfH * kLargeIndexScale + 2.5 + kSuitHalfH * kLargeIndexScale;
constexpr double kRoomScale = 0.8;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// "matrix(a b c d e f)" as its six numbers.
std::optional<std::array<double, 6>> parseMatrix(std::string_view t) {
  constexpr std::string_view kPrefix = "matrix(";
  if (t.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
  t.remove_prefix(kPrefix.size());
  std::array<double, 6> m{};
  for (double& v : m) {
    const auto n = readSvgNumber(t);
    if (!n) return std::nullopt;
    v = *n;
  }
  while (!t.empty() && isSpace(t.front())) t.remove_prefix(1);
  if (t != ")") return std::nullopt;
  return m;
}

// Six decimals at most, no trailing zeros, no locale.
std::string formatNumber(double v) {
  const long long micro = std::llround(v * 1e6);
  const unsigned long long a = static_cast<unsigned long long>(micro < 0 ? -micro : micro);
  std::string out = micro < 0 ? "-" : "";
  out += std::to_string(a / 1000000);
  std::string fraction = std::to_string(1000000 + a % 1000000).substr(1);
  while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
  if (!fraction.empty()) out += "." + fraction;
  return out;
}

bool near(double a, double b) { return std::abs(a - b) < 1e-6; }

// A uniform scale with no rotation: matrix(a 0 0 a e f) with a = scale.
bool isScale(const std::array<double, 6>& m, double scale) {
  return near(m[0], scale) && near(m[3], scale) && near(m[1], 0) && near(m[2], 0);
}

bool isFigure(std::string_view transform) {
  const auto m = parseMatrix(transform);
  return m && near(std::abs((*m)[0]), kFigureScale);
}

// The half turn that draws the opposite corner.
bool isHalfTurn(std::string_view transform) {
  const auto m = parseMatrix(transform);
  return m && isScale(*m, -1) && near((*m)[4], 0) && near((*m)[5], 0);
}

std::string matrixText(const std::array<double, 6>& m) {
  std::string out = "matrix(";
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (i) out += ' ';
    out += formatNumber(m[i]);
  }
  return out + ")";
}

// With large indices: the corner rank or suit's transform enlarged in its new place, and any
// other transform drawn kRoomScale times as large about the face's centre.
std::string largeIndexTransform(std::string_view transform) {
  const auto m = parseMatrix(transform);
  if (!m) return std::string(transform);
  if (isScale(*m, kRankScale) || isScale(*m, kSuitScale)) {
    const double a = (*m)[0] * kLargeIndexScale;
    return matrixText({a, 0, 0, a, kIndexX, isScale(*m, kRankScale) ? kRankY : kSuitY});
  }
  std::array<double, 6> room = *m;
  for (double& v : room) v *= kRoomScale;
  return matrixText(room);
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

bool isRed(std::string_view v) {
  return equalsIgnoringCase(v, "red") || equalsIgnoringCase(v, "#f00") ||
         equalsIgnoringCase(v, "#ff0000");
}

bool isBlack(std::string_view v) {
  return equalsIgnoringCase(v, "black") || v == "#000" || v == "#000000";
}

// What to do to the suit's ink of one face.
struct Plan {
  const char* ink = nullptr;  // the new colour, or null to keep the colours
  bool fromBlack = false;     // the old ink is black (also where no fill is given)
  bool largeIndex = false;
};

// The start tag of an element of the suit's ink, restyled (unchanged text if nothing
// applies).
std::string restyle(std::string_view text, const SvgStartTag& tag, const Plan& plan) {
  bool changed = false;
  std::string out = "<" + std::string(tag.name);
  for (const SvgAttribute& a : tag.attributes) {
    std::string value(a.value);
    if (plan.ink && (a.name == "fill" || a.name == "stroke") &&
        (plan.fromBlack ? isBlack(a.value) : isRed(a.value))) {
      value = plan.ink;
    } else if (plan.largeIndex && a.name == "transform") {
      value = largeIndexTransform(a.value);
    }
    changed = changed || value != a.value;
    out += " " + std::string(a.name) + "=" + a.quote + value + a.quote;
  }
  // Large indices make room: what has no transform of its own is scaled too.
  if (plan.largeIndex && !tag.get("transform")) {
    out += " transform=\"" + matrixText({kRoomScale, 0, 0, kRoomScale, 0, 0}) + "\"";
    changed = true;
  }
  // A shape without a fill is filled black, inherited from nowhere in these files.
  if (plan.ink && plan.fromBlack && tag.name != "g" && !tag.get("fill")) {
    out += std::string(" fill=\"") + plan.ink + "\"";
    changed = true;
  }
  if (!changed) return std::string(text);
  return out + (tag.selfClosing ? "/>" : ">");
}

}  // namespace

std::optional<double> readSvgNumber(std::string_view& s) {
  while (!s.empty() && (isSpace(s.front()) || s.front() == ',')) s.remove_prefix(1);
  bool negative = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    negative = s.front() == '-';
    s.remove_prefix(1);
  }
  double value = 0;
  double scale = 1;
  bool digits = false;
  bool point = false;
  while (!s.empty()) {
    const char c = s.front();
    if (c >= '0' && c <= '9') {
      digits = true;
      if (point) {
        scale /= 10;
        value += (c - '0') * scale;
      } else {
        value = value * 10 + (c - '0');
      }
    } else if (c == '.' && !point) {
      point = true;
    } else {
      break;
    }
    s.remove_prefix(1);
  }
  if (!digits) return std::nullopt;
  return negative ? -value : value;
}


namespace {

// Where a walk through a face's tags is.
struct TagWalk {
  int depth = 0;       // elements open around the next tag (the root <svg> is depth 0)
  int keepUntil = -1;  // inside an element kept as it is (paper, figure, frame): its depth
  int halfTurn = -1;   // inside the half-turned group of the opposite corner: its depth
};

// A start tag (`text`) as `plan` restyles it where the walk is, the walk moved into it.
std::string styledStartTag(std::string_view text, const Plan& plan, TagWalk& w) {
  const auto tag = readSvgStartTag(text);
  if (!tag || w.depth == 0 || w.keepUntil >= 0) {
    if (tag && !tag->selfClosing) ++w.depth;
    return std::string(text);
  }
  if (w.depth == 1) {
    const auto transform = tag->get("transform").value_or("");
    const bool paper = tag->name == "rect";
    const bool figure = isFigure(transform);
    const bool frame = tag->get("stroke") == kFrameStroke && !tag->get("transform");
    if (paper || figure || frame) {
      if (!tag->selfClosing) w.keepUntil = w.depth;
      if (!tag->selfClosing) ++w.depth;
      // Their colours stay; with large indices they make room like the rest.
      return paper || !plan.largeIndex ? std::string(text) : restyle(text, *tag, {.largeIndex = true});
    }
    if (isHalfTurn(transform) && !tag->selfClosing) {
      w.halfTurn = w.depth;
      ++w.depth;
      return std::string(text);
    }
  }
  // Large indices scale the face's parts at their own level only: the top level and the
  // opposite corner's group (a part's own children move with it).
  const bool part = w.depth == 1 || (w.depth == 2 && w.halfTurn == 1);
  Plan own = plan;
  own.largeIndex = plan.largeIndex && part;
  std::string out = restyle(text, *tag, own);
  if (!tag->selfClosing) ++w.depth;
  return out;
}

}  // namespace

std::string styledFace(std::string_view svg, Card c, const CardStyle& style) {
  Plan plan;
  plan.largeIndex = style.largeIndex;
  if (style.fourColour && c.suit() == Suit::Clubs) {
    plan.ink = kClubsGreen.svg;
    plan.fromBlack = true;
  } else if (style.fourColour && c.suit() == Suit::Diamonds) {
    plan.ink = kDiamondsBlue.svg;
  }
  if (!plan.ink && !plan.largeIndex) return std::string(svg);

  std::string out;
  out.reserve(svg.size() + svg.size() / 8);
  TagWalk walk;
  std::size_t pos = 0;
  while (pos < svg.size()) {
    const std::size_t open = svg.find('<', pos);
    if (open == std::string_view::npos) break;
    out.append(svg.substr(pos, open - pos));
    const bool comment = svg.substr(open, 4) == "<!--";
    const std::size_t close = comment ? svg.find("-->", open) : svg.find('>', open);
    if (close == std::string_view::npos) {
      pos = open;
      break;
    }
    const std::size_t end = close + (comment ? 3 : 1);
    const std::string_view text = svg.substr(open, end - open);
    pos = end;
    if (comment || text[1] == '?' || text[1] == '!') {
      out.append(text);
      continue;
    }
    if (text[1] == '/') {
      --walk.depth;
      if (walk.depth == walk.keepUntil) walk.keepUntil = -1;
      if (walk.depth == walk.halfTurn) walk.halfTurn = -1;
      out.append(text);
      continue;
    }
    out += styledStartTag(text, plan, walk);
  }
  out.append(svg.substr(pos));
  return out;
}

}  // namespace hearts::ui
