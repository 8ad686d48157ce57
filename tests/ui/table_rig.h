// A table for tests of the screen's logic: a game session with random bots, the screen model,
// and a fake font (every character 10 pixels wide), so no SDL renderer is made.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/rules.h"
#include "session/game_session.h"
#include "ui/screen_model.h"
#include "ui_test_support.h"

namespace hearts::ui::uitest {

using session::GameSession;
using session::Pacing;

class FakeMetrics final : public TextMetrics {
 public:
  Point measure(const std::string& s, float size, bool) override {
    return {10.0f * static_cast<float>(s.size()), size};
  }
  std::vector<std::string> wrap(const std::string& s, float width, float, bool) override {
    std::vector<std::string> lines;
    const std::size_t perLine = std::max<std::size_t>(1, static_cast<std::size_t>(width / 10));
    for (std::size_t i = 0; i < s.size(); i += perLine) lines.push_back(s.substr(i, perLine));
    return lines;
  }
};

struct TableRig {
  FakeMetrics metrics;
  GameSession game;
  ScreenModel model;
  double now = 0;
  explicit TableRig(std::uint64_t seed, float w = 1280, float h = 720)
      : TableRig(session::GameSpec{Match(*presetRules("classic"), seed), BotLevel::Random, Pacing::fast(), 1}, w, h) {}
  explicit TableRig(session::GameSpec spec, float w = 1280, float h = 720)
      : game(std::move(spec), 0), model(metrics) {
    model.setLevels({BotLevel::Random, BotLevel::Easy});
    model.setSettings(testSettings("classic"));
    model.layOut({w, h, 1});
    model.setSession(&game);
  }
  // A finger's tap (down and up) and a mouse's click; a finger's drag.
  UiRequest tap(Point p) {
    const UiRequest r = model.handle(Input::pointerDown(p, true), now);
    model.handle(Input::pointerUp(p, true), now);
    return followSettings(r, game, model);
  }
  void drag(Point from, Point to) {
    model.handle(Input::pointerDown(from, true), now);
    for (int step = 1; step <= 8; ++step) {
      const float t = static_cast<float>(step) / 8;
      model.handle(Input::pointerMove({from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t}, true), now);
    }
    model.handle(Input::pointerUp(to, true), now);
  }
  UiRequest tap(const Rect& r) { return tap(r.center()); }
  UiRequest click(Point p) { return followSettings(model.handle(Input::pointerDown(p, false), now), game, model); }
  UiRequest click(const Rect& r) { return click(r.center()); }
  UiRequest key(Key k) { return followSettings(model.handle(Input::keyDown(k), now), game, model); }
  UiRequest letter(char c) { return followSettings(model.handle(Input::letterDown(c), now), game, model); }
  // A copy of the button as the screen shows it now: later calls lay the screen out again.
  std::optional<Button> button(ButtonId id, const std::string& value = "") {
    for (const Button& b : model.frame(now).buttons)
      if (b.id == id && b.value.str() == value) return b;
    return std::nullopt;
  }
  // The button the arrow keys walked to over a sheet, while it can be pressed.
  std::optional<Button> focusedButton() const { return model.attention().focusedIn(model.frame(now).buttons); }
  void settle() {
    for (int i = 0; i < 20000 && game.busy(now); ++i) game.update(now += 1000.0 / 60, 5);
  }
  // Plays the player's lowest legal card until a choice of more than one card is due (or
  // the hand is over).
  void playToChoice() {
    for (int i = 0; i < 13; ++i) {
      settle();
      if (!game.table().playerToPlay() || game.desk().legalForPlayer().size() > 1) return;
      game.desk().clickCard(game.desk().legalForPlayer().lowest(), now);
    }
  }
};


}  // namespace hearts::ui::uitest
