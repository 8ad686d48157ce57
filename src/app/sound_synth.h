// The game's sounds, made from code when the program starts: short envelopes of filtered
// noise and sine tones written into mono PCM buffers. Pure functions, no SDL: the same
// samples natively and in the browser, and tests that hear nothing.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace hearts::app {

enum class Sound : std::uint8_t {
  Deal,      // a riffle of cards landing: the deal, or the passed cards arriving
  CardPlay,  // a card snapped onto the table
  Trick,     // a soft whoosh: the trick goes to its taker
  Hearts,    // a two-note chime: hearts are broken
  Queen,     // a low thud: the Q♠ falls
  Moon,      // a rising arpeggio: someone shot the moon
  Win,       // a short major motif: the player won the game
  Lose,      // a short minor motif: the player did not
};

inline constexpr std::array<Sound, 8> kAllSounds = {Sound::Deal,   Sound::CardPlay, Sound::Trick,
                                                    Sound::Hearts, Sound::Queen,    Sound::Moon,
                                                    Sound::Win,    Sound::Lose};
inline constexpr int kSoundRate = 44100;  // samples per second of every buffer

const char* soundName(Sound s);

// The sound's samples in [-1, 1] at `sampleRate`; the same every time.
std::vector<float> synthesize(Sound s, int sampleRate = kSoundRate);

}  // namespace hearts::app
