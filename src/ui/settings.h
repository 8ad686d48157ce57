// The player's settings: the rules and opponents for the next game and how the game looks and
// behaves. The screen changes them; the app keeps them (app/persistence.h).
#pragma once

#include <string>

namespace hearts::ui {

struct UiSettings {
  std::string preset;  // the rules for the next new game
  std::string level;   // the bots
  bool fast = false;   // short animations
  bool undo = true;    // the player may take plays back
  int volume = 60;     // the sounds' volume, percent (0: no sound)
  bool muted = false;  // M silences the sounds without forgetting the volume
  bool operator==(const UiSettings&) const = default;
};

}  // namespace hearts::ui
