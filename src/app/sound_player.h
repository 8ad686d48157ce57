// Plays the game's sounds: natively through an SDL audio device with a small mixer in its
// callback (sound_player_sdl.cc), in the browser through Web Audio (sound_player_web.cc; the
// build picks one). Where no audio is available the game goes on silently.
#pragma once

#include <memory>
#include <vector>

#include "app/sound_cues.h"

namespace hearts::app {

class SoundPlayer {
 public:
  SoundPlayer();
  ~SoundPlayer();
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;

  // Makes `cues` heard at `gain` (0: silent). Natively the audio device opens on the first
  // call. In the browser audio starts only with the player's first gesture (a click, a tap,
  // a key): cues before it are dropped, never queued for later.
  void play(const std::vector<SoundCue>& cues, float gain);
  // Silences whatever is sounding (the player muted the game).
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace hearts::app
