// The desktop's sound: one SDL audio device (mono, 32-bit float, at the sounds' own rate; SDL
// converts for the hardware) and a mixer of a few voices in its callback.
#include <SDL.h>

#include <algorithm>
#include <array>
#include <string>

#include "app/platform.h"
#include "app/sound_player.h"

namespace hearts::app {

namespace {

struct Voice {
  const std::vector<float>* samples = nullptr;  // null: a free voice
  long position = 0;                            // negative: samples still to wait
  float gain = 0;
};

constexpr std::size_t kVoices = 12;

}  // namespace

struct SoundPlayer::Impl {
  bool tried = false;
  SDL_AudioDeviceID device = 0;
  std::array<std::vector<float>, kAllSounds.size()> sounds;
  // Shared with the callback's thread: changed only with the device locked.
  std::array<Voice, kVoices> voices{};

  bool open() {
    if (tried) return device != 0;
    tried = true;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
      platform::logInfo(std::string("no sound: ") + SDL_GetError());
      return false;
    }
    for (Sound s : kAllSounds) sounds[static_cast<std::size_t>(s)] = synthesize(s, kSoundRate);
    SDL_AudioSpec want{};
    want.freq = kSoundRate;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512;
    want.callback = &Impl::fill;
    want.userdata = this;
    SDL_AudioSpec have{};
    device = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
    if (device == 0) {
      platform::logInfo(std::string("no sound: ") + SDL_GetError());
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      return false;
    }
    SDL_PauseAudioDevice(device, 0);
    platform::logInfo(std::string("sound: ") + SDL_GetCurrentAudioDriver());
    return true;
  }

  static void fill(void* self, Uint8* stream, int bytes) {
    auto& impl = *static_cast<Impl*>(self);
    auto* out = reinterpret_cast<float*>(stream);
    const long n = bytes / static_cast<int>(sizeof(float));
    std::fill(out, out + n, 0.0f);
    for (Voice& v : impl.voices) {
      if (!v.samples) continue;
      const long size = static_cast<long>(v.samples->size());
      for (long i = 0; i < n; ++i, ++v.position)
        if (v.position >= 0 && v.position < size)
          out[i] += v.gain * (*v.samples)[static_cast<std::size_t>(v.position)];
      if (v.position >= size) v.samples = nullptr;
    }
    for (long i = 0; i < n; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
  }

  ~Impl() {
    if (device == 0) return;
    SDL_CloseAudioDevice(device);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }
};

SoundPlayer::SoundPlayer() : impl_(std::make_unique<Impl>()) {}
SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::play(const std::vector<SoundCue>& cues, float gain) {
  if (!impl_->open() || cues.empty() || gain <= 0) return;
  SDL_LockAudioDevice(impl_->device);
  for (const SoundCue& cue : cues) {
    // A free voice, or else the one furthest along.
    auto voice = std::find_if(impl_->voices.begin(), impl_->voices.end(),
                              [](const Voice& v) { return !v.samples; });
    if (voice == impl_->voices.end())
      voice = std::max_element(impl_->voices.begin(), impl_->voices.end(),
                               [](const Voice& a, const Voice& b) { return a.position < b.position; });
    voice->samples = &impl_->sounds[static_cast<std::size_t>(cue.sound)];
    voice->position = -static_cast<long>(cue.delayMs * kSoundRate / 1000);
    voice->gain = gain;
  }
  SDL_UnlockAudioDevice(impl_->device);
}

void SoundPlayer::stop() {
  if (impl_->device == 0) return;
  SDL_LockAudioDevice(impl_->device);
  for (Voice& v : impl_->voices) v.samples = nullptr;
  SDL_UnlockAudioDevice(impl_->device);
}

}  // namespace hearts::app
