#include "app/sound_cues.h"

#include <algorithm>
#include <optional>

namespace hearts::app {

namespace {

using session::EventKind;
using session::GameEvent;

// How long a sound waits for a longer one before it in the same batch (the moon's arpeggio
// before the game's end motif; a card's snap before the hearts chime).
double waitAfter(Sound s) {
  switch (s) {
    case Sound::Moon: return 800;
    case Sound::CardPlay:
    case Sound::Queen: return 60;
    case Sound::Trick: return 150;
    default: return 0;
  }
}

std::optional<Sound> soundFor(const GameEvent& e) {
  switch (e.kind) {
    case EventKind::HandDealt:
    case EventKind::CardsPassed: return Sound::Deal;
    case EventKind::CardPlayed: return e.card == kQueenOfSpades ? Sound::Queen : Sound::CardPlay;
    case EventKind::HeartsBroken: return Sound::Hearts;
    case EventKind::TrickTaken: return Sound::Trick;
    case EventKind::MoonShot: return Sound::Moon;
    case EventKind::GameOver: return (e.winners & 1u) ? Sound::Win : Sound::Lose;
    // The Q♠ was heard as it fell; the player's turn and the scores are seen, not heard; a
    // claim is heard in the cards it plays; what is taken back goes without a sound.
    case EventKind::Claimed:
    case EventKind::PlayTakenBack:
    case EventKind::PassTakenBack:
    case EventKind::ClaimTakenBack:
    case EventKind::QueenTaken:
    case EventKind::YourTurn:
    case EventKind::ExpertCompared:
    case EventKind::HandOver: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::vector<SoundCue> soundCues(const std::vector<GameEvent>& events) {
  std::vector<SoundCue> cues;
  double at = 0;
  for (const GameEvent& e : events) {
    const auto s = soundFor(e);
    if (!s) continue;
    if (std::any_of(cues.begin(), cues.end(), [&](const SoundCue& c) { return c.sound == *s; }))
      continue;
    // A chime or a motif does not start on top of the sound before it.
    const bool waits = *s == Sound::Hearts || *s == Sound::Win || *s == Sound::Lose;
    const double delay = waits && !cues.empty() ? at : 0;
    cues.push_back({*s, delay});
    at = std::max(at, delay + waitAfter(*s));
  }
  return cues;
}

float soundGain(int volumePercent, bool muted) {
  if (muted || volumePercent <= 0) return 0.0f;
  const float v = static_cast<float>(std::min(volumePercent, 100)) / 100.0f;
  return v * v;
}

}  // namespace hearts::app
