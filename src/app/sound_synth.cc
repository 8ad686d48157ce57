#include "app/sound_synth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hearts::app {

namespace {

constexpr double kTau = 2 * std::numbers::pi;

// A buffer being written: sounds are sums of parts placed at times in seconds.
class Canvas {
 public:
  Canvas(int rate, double seconds)
      : rate_(rate), samples_(static_cast<std::size_t>(seconds * rate), 0.0f) {}
  int rate() const { return rate_; }
  std::size_t size() const { return samples_.size(); }
  void add(std::size_t i, double v) {
    if (i < samples_.size()) samples_[i] += static_cast<float>(v);
  }
  // Scales the whole sound so its loudest sample is `peak`.
  std::vector<float> finish(float peak) && {
    float most = 0;
    for (float v : samples_) most = std::max(most, std::abs(v));
    if (most > 0)
      for (float& v : samples_) v = v * peak / most;
    return std::move(samples_);
  }

 private:
  int rate_;
  std::vector<float> samples_;
};

// Deterministic white noise in [-1, 1] (xorshift32): every run hears the same snap.
class Noise {
 public:
  explicit Noise(std::uint32_t seed) : state_(seed ? seed : 1) {}
  double next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return static_cast<double>(state_) / 2147483647.5 - 1.0;
  }

 private:
  std::uint32_t state_;
};

// A card's snap at `at` seconds: noise through a band-pass (a high-pass then a low-pass,
// one pole each), a fast attack and an exponential decay, over a soft low knock.
void snap(Canvas& c, double at, double seconds, double gain, std::uint32_t seed,
          double brightness = 1.0) {
  Noise noise(seed);
  const double rate = c.rate();
  const auto start = static_cast<std::size_t>(at * rate);
  const auto n = static_cast<std::size_t>(seconds * rate);
  const double lowCut = std::exp(-kTau * 500 / rate);
  const double highCut = 1 - std::exp(-kTau * 3500 * brightness / rate);
  double prevIn = 0, high = 0, band = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate;
    const double in = noise.next();
    high = lowCut * (high + in - prevIn);
    prevIn = in;
    band += highCut * (high - band);
    const double env = std::min(1.0, t / 0.002) * std::exp(-t / (seconds * 0.22));
    const double knock = std::sin(kTau * 170 * t) * std::exp(-t / 0.012) * 0.5;
    c.add(start + i, gain * env * (band * 2.2 + knock));
  }
}

// A bell-like tone: a sine with two soft overtones, a short attack and an exponential decay.
void tone(Canvas& c, double at, double freq, double seconds, double gain, double decay) {
  const double rate = c.rate();
  const auto start = static_cast<std::size_t>(at * rate);
  const auto n = static_cast<std::size_t>(seconds * rate);
  for (std::size_t i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / rate;
    // Fade out over the last 20 ms so no tone ends in a click.
    const double tail = std::min(1.0, (seconds - t) / 0.02);
    const double env = std::min(1.0, t / 0.006) * std::exp(-t / decay) * tail;
    const double wave = std::sin(kTau * freq * t) + 0.25 * std::sin(kTau * 2 * freq * t) +
                        0.08 * std::sin(kTau * 3 * freq * t);
    c.add(start + i, gain * env * wave);
  }
}

std::vector<float> deal(int rate) {
  Canvas c(rate, 0.36);
  for (int i = 0; i < 6; ++i)
    snap(c, 0.05 * i, 0.03, 1.0 - 0.08 * i, 0x9e3779b9u + static_cast<std::uint32_t>(i), 1.2);
  return std::move(c).finish(0.45f);
}

std::vector<float> cardPlay(int rate) {
  Canvas c(rate, 0.045);
  snap(c, 0, 0.04, 1.0, 0x2545f491u);
  return std::move(c).finish(0.55f);
}

// Noise through a low-pass whose cutoff sweeps up and back, under a raised-cosine swell.
std::vector<float> trick(int rate) {
  const double seconds = 0.24;
  Canvas c(rate, seconds);
  Noise noise(0x85ebca6bu);
  double low = 0, lower = 0;
  for (std::size_t i = 0; i < c.size(); ++i) {
    const double t = static_cast<double>(i) / rate;
    const double phase = t / seconds;
    const double cutoff = 300 + 1500 * std::sin(std::numbers::pi * phase);
    const double a = 1 - std::exp(-kTau * cutoff / rate);
    low += a * (noise.next() - low);
    lower += a * (low - lower);
    const double env = 0.5 - 0.5 * std::cos(kTau * std::pow(phase, 0.7));
    c.add(i, env * lower);
  }
  return std::move(c).finish(0.35f);
}

std::vector<float> hearts(int rate) {
  Canvas c(rate, 0.55);
  tone(c, 0.0, 880.0, 0.4, 0.8, 0.12);      // A5
  tone(c, 0.11, 1318.5, 0.44, 0.7, 0.14);   // E6
  return std::move(c).finish(0.5f);
}

// A low sine falling in pitch (110 Hz to 50 Hz), with a dull knock of noise at its start.
std::vector<float> queen(int rate) {
  const double seconds = 0.32;
  Canvas c(rate, seconds);
  double phase = 0;
  for (std::size_t i = 0; i < c.size(); ++i) {
    const double t = static_cast<double>(i) / rate;
    const double freq = 50 + 60 * std::exp(-t / 0.06);
    phase += kTau * freq / rate;
    const double tail = std::min(1.0, (seconds - t) / 0.03);
    c.add(i, std::sin(phase) * std::min(1.0, t / 0.003) * std::exp(-t / 0.09) * tail);
  }
  snap(c, 0, 0.05, 0.35, 0x27d4eb2fu, 0.35);
  return std::move(c).finish(0.8f);
}

std::vector<float> moon(int rate) {
  Canvas c(rate, 0.8);
  const double notes[] = {523.25, 659.25, 783.99, 1046.5, 1318.5};  // C5 E5 G5 C6 E6
  for (int i = 0; i < 5; ++i) tone(c, 0.085 * i, notes[i], 0.8 - 0.085 * i - 0.001, 0.6, 0.16);
  return std::move(c).finish(0.55f);
}

// A motif: notes at a steady pace, the last held.
std::vector<float> motif(int rate, const std::vector<double>& notes, double step) {
  const double last = 0.55;
  const double seconds = step * static_cast<double>(notes.size() - 1) + last;
  Canvas c(rate, seconds);
  for (std::size_t i = 0; i < notes.size(); ++i) {
    const bool isLast = i + 1 == notes.size();
    tone(c, step * static_cast<double>(i), notes[i], isLast ? last : step * 1.6, 0.6,
         isLast ? 0.22 : 0.1);
  }
  return std::move(c).finish(0.55f);
}

}  // namespace

const char* soundName(Sound s) {
  switch (s) {
    case Sound::Deal: return "deal";
    case Sound::CardPlay: return "card";
    case Sound::Trick: return "trick";
    case Sound::Hearts: return "hearts";
    case Sound::Queen: return "queen";
    case Sound::Moon: return "moon";
    case Sound::Win: return "win";
    case Sound::Lose: return "lose";
  }
  return "?";
}

std::vector<float> synthesize(Sound s, int sampleRate) {
  switch (s) {
    case Sound::Deal: return deal(sampleRate);
    case Sound::CardPlay: return cardPlay(sampleRate);
    case Sound::Trick: return trick(sampleRate);
    case Sound::Hearts: return hearts(sampleRate);
    case Sound::Queen: return queen(sampleRate);
    case Sound::Moon: return moon(sampleRate);
    case Sound::Win: return motif(sampleRate, {523.25, 659.25, 783.99, 1046.5}, 0.13);  // C E G C
    case Sound::Lose: return motif(sampleRate, {392.0, 311.13, 261.63}, 0.18);  // G Eb C
  }
  return {};
}

}  // namespace hearts::app
