// Which sound each thing at the table makes, and how loud: pure functions from the session's
// events and the player's volume setting, so the mapping is tested without any audio.
#pragma once

#include <vector>

#include "app/sound_synth.h"
#include "session/events.h"

namespace hearts::app {

struct SoundCue {
  Sound sound = Sound::CardPlay;
  double delayMs = 0;  // after the moment the events were taken
  bool operator==(const SoundCue&) const = default;
};

// The sounds for events taken together (one frame's worth), in order. Each sound is heard
// at most once per batch: a burst of events (a background tab coming back, a game restored)
// makes a few sounds, not a din. A chime or a motif that follows another waits its turn.
std::vector<SoundCue> soundCues(const std::vector<session::GameEvent>& events);

// The gain of the volume setting (percent): 0 when muted or at 0; otherwise rising with the
// square of the percentage, so each of the menu's steps sounds like a step.
float soundGain(int volumePercent, bool muted);

}  // namespace hearts::app
