// Window sizes and rectangle checks shared by the layout and sheet tests.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "session/game_session.h"
#include "ui/input.h"
#include "ui/layout.h"
#include "ui/screen_model.h"
#include "ui/settings.h"
#include "ui/text_metrics.h"

namespace hearts::ui::uitest {

// The settings a screen (Screen) or its model (ScreenModel) draws with.
template <class View>
const UiSettings& settingsOf(const View& view) {
  return view.settings();
}
inline const UiSettings& settingsOf(const ScreenModel& model) { return model.given().settings; }

// What the app does with a change of the settings an input asked for (app/app.cc): the
// settings change, the game follows them, and the screen draws with them. Returns `r`.
template <class View>
UiRequest followSettings(UiRequest r, session::GameSession& game, View& view) {
  const SettingChange* change = std::get_if<SettingChange>(&r);
  if (const auto* both = std::get_if<SettingThenRequest>(&r)) change = &both->change;
  if (change) {
    UiSettings s = settingsOf(view);
    s.change(*change);
    game.follow(s.choices());
    view.setSettings(s);
  }
  return r;
}
inline bool changesSettings(const UiRequest& r) {
  return std::holds_alternative<SettingChange>(r) || std::holds_alternative<SettingThenRequest>(r);
}
inline bool asks(const UiRequest& r, AppRequest what) {
  const AppRequest* a = std::get_if<AppRequest>(&r);
  if (const auto* both = std::get_if<SettingThenRequest>(&r)) a = &both->request;
  return a && *a == what;
}
inline bool asksNothing(const UiRequest& r) { return std::holds_alternative<std::monostate>(r); }

// Text measured without a font: every character is 0.55 of the font size wide, roughly
// DejaVu Sans, and lines wrap at that width.
class ProportionalMetrics final : public TextMetrics {
 public:
  Point measure(const std::string& s, float size, bool) override {
    return {0.55f * size * static_cast<float>(s.size()), size};
  }
  std::vector<std::string> wrap(const std::string& s, float width, float size, bool) override {
    std::vector<std::string> lines;
    const auto perLine = std::max<std::size_t>(1, static_cast<std::size_t>(width / (0.55f * size)));
    for (std::size_t i = 0; i < s.size(); i += perLine) lines.push_back(s.substr(i, perLine));
    return lines;
  }
};

struct Size {
  float w, h, dpr;
  const char* name;
};

// Window sizes in CSS pixels with the device pixel ratios they come with.
inline const std::vector<Size> kSizes = {
    {360, 640, 1, "phone portrait"},      {360, 640, 3, "phone portrait at 3x"},
    {640, 360, 2, "phone landscape"},     {768, 1024, 2, "tablet portrait"},
    {1024, 768, 1, "tablet landscape"},   {1280, 720, 1, "laptop"},
    {1280, 800, 1.25f, "laptop at 125%"}, {1920, 1080, 1, "full HD"},
    {2560, 1440, 1, "2560x1440"},         {2560, 1440, 2, "2560x1440 at 2x"},
    {3000, 400, 1, "very wide and short"}, {400, 1400, 1, "very tall and narrow"},
    {800, 480, 1, "small landscape"},
};

// Settings for tests: a preset, the bots, fast animations.
inline UiSettings testSettings(const char* preset, BotLevel level = BotLevel::Random) {
  UiSettings s;
  s.choosePreset(preset);
  s.levels = level;
  s.speed = Speed::Fast;
  return s;
}

inline TableLayout tableFor(const Size& s, bool touch = false) {
  LayoutParams p;
  p.width = s.w * s.dpr;
  p.height = s.h * s.dpr;
  p.dpr = s.dpr;
  p.touch = touch;
  return layoutTable(p);
}

inline bool inside(const Rect& r, const TableLayout& t) {
  return r.x >= -0.5f && r.y >= -0.5f && r.right() <= t.width + 0.5f &&
         r.bottom() <= t.height + 0.5f;
}

inline bool overlaps(const Rect& a, const Rect& b) { return !intersect(a, b).empty(); }

inline bool finite(const Rect& r) {
  return std::isfinite(r.x) && std::isfinite(r.y) && std::isfinite(r.w) && std::isfinite(r.h);
}

}  // namespace hearts::ui::uitest
