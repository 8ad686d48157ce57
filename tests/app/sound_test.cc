// The sounds, without any audio device: each one made from code is there, short, within
// [-1, 1], the same every time, and the table's events map to the right sounds.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/sound_cues.h"
#include "app/sound_synth.h"

using namespace hearts;
using namespace hearts::app;
using session::EventKind;
using session::GameEvent;

namespace {

double seconds(const std::vector<float>& s, int rate = kSoundRate) {
  return static_cast<double>(s.size()) / rate;
}

GameEvent event(EventKind k, int seat = 0, Card c = {}) {
  GameEvent e;
  e.kind = k;
  e.seat = seat;
  e.card = c;
  return e;
}

std::vector<Sound> sounds(const std::vector<SoundCue>& cues) {
  std::vector<Sound> out;
  for (const SoundCue& c : cues) out.push_back(c.sound);
  return out;
}

}  // namespace

TEST_CASE("every sound is made: not silent, within [-1, 1], short, and the same every time") {
  double total = 0;
  for (Sound s : kAllSounds) {
    CAPTURE(soundName(s));
    const std::vector<float> samples = synthesize(s);
    REQUIRE(!samples.empty());
    const float peak = std::abs(*std::max_element(samples.begin(), samples.end(), [](float a, float b) {
      return std::abs(a) < std::abs(b);
    }));
    CHECK(peak > 0.3f);
    CHECK(peak <= 1.0f);
    CHECK(std::all_of(samples.begin(), samples.end(), [](float v) { return std::isfinite(v); }));
    CHECK(seconds(samples) <= 1.0);
    CHECK(synthesize(s) == samples);
    // It starts and ends quietly: no click at either end.
    CHECK(std::abs(samples.back()) < 0.05f);
    CHECK(std::abs(samples.front()) < 0.05f);
    total += seconds(samples);
  }
  CHECK(total < 5.0);  // seconds, all eight together
}

TEST_CASE("a card's snap is about 40 ms; the chimes and motifs are under a second") {
  CHECK(seconds(synthesize(Sound::CardPlay)) == doctest::Approx(0.045).epsilon(0.05));
  CHECK(seconds(synthesize(Sound::Trick)) < 0.3);
  CHECK(seconds(synthesize(Sound::Win)) > 0.5);
  CHECK(seconds(synthesize(Sound::Lose)) > 0.5);
}

TEST_CASE("the sounds follow the sample rate asked for") {
  const auto at22 = synthesize(Sound::Hearts, 22050);
  const auto at44 = synthesize(Sound::Hearts, 44100);
  CHECK(std::abs(static_cast<long>(at44.size()) - 2 * static_cast<long>(at22.size())) <= 2);
  CHECK(seconds(at22, 22050) == doctest::Approx(seconds(at44, 44100)).epsilon(0.01));
}

TEST_CASE("each event at the table makes its sound") {
  CHECK(sounds(soundCues({event(EventKind::HandDealt)})) == std::vector{Sound::Deal});
  CHECK(sounds(soundCues({event(EventKind::CardsPassed)})) == std::vector{Sound::Deal});
  CHECK(sounds(soundCues({event(EventKind::CardPlayed, 1, Card{Suit::Clubs, 2})})) ==
        std::vector{Sound::CardPlay});
  CHECK(sounds(soundCues({event(EventKind::CardPlayed, 2, kQueenOfSpades)})) == std::vector{Sound::Queen});
  CHECK(sounds(soundCues({event(EventKind::TrickTaken, 3)})) == std::vector{Sound::Trick});
  CHECK(sounds(soundCues({event(EventKind::MoonShot, 0)})) == std::vector{Sound::Moon});
  GameEvent won = event(EventKind::GameOver);
  won.winners = 0b0001;
  CHECK(sounds(soundCues({won})) == std::vector{Sound::Win});
  GameEvent lost = event(EventKind::GameOver);
  lost.winners = 0b0100;
  CHECK(sounds(soundCues({lost})) == std::vector{Sound::Lose});
  // Seen, not heard.
  for (EventKind k : {EventKind::YourTurn, EventKind::HandOver, EventKind::QueenTaken})
    CHECK(soundCues({event(k)}).empty());
}

TEST_CASE("hearts broken: the card's snap, then the chime after it") {
  const Card heart{Suit::Hearts, 5};
  const auto cues = soundCues({event(EventKind::CardPlayed, 1, heart), event(EventKind::HeartsBroken, 1, heart)});
  REQUIRE(cues.size() == 2);
  CHECK(cues[0] == SoundCue{Sound::CardPlay, 0});
  CHECK(cues[1].sound == Sound::Hearts);
  CHECK(cues[1].delayMs > 0);
}

TEST_CASE("the end of a game after a moon shot: the arpeggio first, then the motif") {
  GameEvent over = event(EventKind::GameOver);
  over.winners = 1;
  const auto cues = soundCues({event(EventKind::TrickTaken, 0), event(EventKind::MoonShot, 0),
                               event(EventKind::HandOver), over});
  CHECK(sounds(cues) == std::vector{Sound::Trick, Sound::Moon, Sound::Win});
  CHECK(cues[1].delayMs == 0);
  CHECK(cues[2].delayMs >= 700);
}

TEST_CASE("a burst of events makes each sound once") {
  std::vector<GameEvent> burst;
  for (int i = 0; i < 40; ++i) {
    burst.push_back(event(EventKind::CardPlayed, i % 4, Card{Suit::Clubs, static_cast<std::uint8_t>(2 + i % 13)}));
    if (i % 4 == 3) burst.push_back(event(EventKind::TrickTaken, 0));
  }
  CHECK(sounds(soundCues(burst)) == std::vector{Sound::CardPlay, Sound::Trick});
}

TEST_CASE("the volume's gain: none when muted or off, rising with each step") {
  CHECK(soundGain(60, true) == 0.0f);
  CHECK(soundGain(0, false) == 0.0f);
  CHECK(soundGain(100, false) == doctest::Approx(1.0f));
  CHECK(soundGain(30, false) < soundGain(60, false));
  CHECK(soundGain(60, false) < soundGain(100, false));
  CHECK(soundGain(250, false) == doctest::Approx(1.0f));
}
