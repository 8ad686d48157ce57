// The page's sound, through Web Audio. Browsers refuse audio before the player's first
// gesture (and warn on the console when a page tries), so no AudioContext exists until then:
// listeners on the window create it, or resume it, inside the handler of a click, a tap or a
// key, and only while the browser counts that event as the player's gesture. The sounds
// become AudioBuffers once, and each cue is a buffer source through its own gain.
#include <emscripten.h>

#include "app/sound_player.h"

namespace hearts::app {

namespace {

EM_JS(void, hearts_sound_install, (), {
  if (Module.heartsSound) return;
  var sound = Module.heartsSound = { ctx: null, buffers: [], sources: new Set() };
  var wake = function() {
    var activation = navigator.userActivation;
    if (activation && !activation.isActive) return;
    try {
      if (!sound.ctx) {
        var Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        sound.ctx = new Context();
      }
      if (sound.ctx.state !== 'running') sound.ctx.resume().catch(function() {});
    } catch (error) {
      sound.ctx = null;
    }
  };
  // Kept after the first gesture: a phone may suspend the audio (a call), and the next
  // gesture resumes it.
  ['pointerdown', 'pointerup', 'mousedown', 'keydown', 'touchend'].forEach(function(type) {
    window.addEventListener(type, wake, true);
  });
});

EM_JS(int, hearts_sound_running, (), {
  var sound = Module.heartsSound;
  return sound && sound.ctx && sound.ctx.state === 'running' ? 1 : 0;
});

EM_JS(int, hearts_sound_loaded, (int count), {
  return Module.heartsSound.buffers.length >= count ? 1 : 0;
});

EM_JS(void, hearts_sound_load, (int id, const float* samples, int count, int rate), {
  var sound = Module.heartsSound;
  var buffer = sound.ctx.createBuffer(1, Math.max(1, count), rate);
  buffer.getChannelData(0).set(HEAPF32.subarray(samples >> 2, (samples >> 2) + count));
  sound.buffers[id] = buffer;
});

EM_JS(void, hearts_sound_play, (int id, float gain, double delaySeconds), {
  var sound = Module.heartsSound;
  var buffer = sound.buffers[id];
  if (!buffer) return;
  var source = sound.ctx.createBufferSource();
  source.buffer = buffer;
  var volume = sound.ctx.createGain();
  volume.gain.value = gain;
  source.connect(volume);
  volume.connect(sound.ctx.destination);
  sound.sources.add(source);
  source.onended = function() {
    sound.sources.delete(source);
    volume.disconnect();
  };
  source.start(sound.ctx.currentTime + delaySeconds);
});

EM_JS(void, hearts_sound_stop, (), {
  var sound = Module.heartsSound;
  if (!sound) return;
  sound.sources.forEach(function(source) {
    try { source.stop(); } catch (error) {}
  });
  sound.sources.clear();
});

}  // namespace

struct SoundPlayer::Impl {};

SoundPlayer::SoundPlayer() : impl_(std::make_unique<Impl>()) { hearts_sound_install(); }
SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::play(const std::vector<SoundCue>& cues, float gain) {
  if (cues.empty() || gain <= 0 || !hearts_sound_running()) return;
  const int count = static_cast<int>(kAllSounds.size());
  if (!hearts_sound_loaded(count)) {
    for (Sound s : kAllSounds) {
      const std::vector<float> samples = synthesize(s, kSoundRate);
      hearts_sound_load(static_cast<int>(s), samples.data(), static_cast<int>(samples.size()),
                        kSoundRate);
    }
  }
  for (const SoundCue& cue : cues)
    hearts_sound_play(static_cast<int>(cue.sound), gain, cue.delayMs / 1000.0);
}

void SoundPlayer::stop() { hearts_sound_stop(); }

}  // namespace hearts::app
