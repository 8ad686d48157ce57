// The page's DOM mirror (CMake builds this file for the web only; mirror_native.cc is the
// desktop's, which has no DOM): EM_JS functions that hand web/mirror.js the state and the
// sentences, and a queue of what the player activated there.
#include <emscripten.h>

#include <cstdlib>

#include "app/mirror.h"

namespace hearts::app::mirror {

namespace {

std::vector<std::string>& pending() {
  static std::vector<std::string> actions;
  return actions;
}

}  // namespace

#ifdef EM_JS_DEPS
EM_JS_DEPS(hearts_mirror, "$stringToNewUTF8,$UTF8ToString");
#endif

// Called by the page with what the player activated; takes the string.
extern "C" EMSCRIPTEN_KEEPALIVE void hearts_mirror_action(char* target) {
  if (target) pending().emplace_back(target);
  free(target);
}

// clang-format off
EM_JS(void, hearts_mirror_install, (), {
  window.heartsMirrorSend = (target) => _hearts_mirror_action(stringToNewUTF8(String(target)));
});
// Before web/mirror.js has run (the page's scripts run in whatever order they arrive), the
// latest state waits in window.heartsMirrorPending and the sentences said so far in
// window.heartsMirrorPendingLines, which that script takes up.
EM_JS(void, hearts_mirror_publish, (const char* json), {
  const m = window.heartsMirror;
  const text = UTF8ToString(json);
  if (!m) {
    window.heartsMirrorPending = text;
    return;
  }
  try {
    m.update(JSON.parse(text));
  } catch (e) {
    console.warn("mirror: " + e);
  }
});
EM_JS(void, hearts_mirror_announce, (const char* text), {
  if (window.heartsMirror) {
    window.heartsMirror.announce(UTF8ToString(text));
  } else {
    // The latest 20, as many as the mirror's live region keeps.
    const lines = (window.heartsMirrorPendingLines = window.heartsMirrorPendingLines || []);
    lines.push(UTF8ToString(text));
    if (lines.length > 20) lines.shift();
  }
});
// clang-format on

void install() { hearts_mirror_install(); }
void publish(const std::string& json) { hearts_mirror_publish(json.c_str()); }
void announce(const std::vector<std::string>& lines) {
  for (const auto& l : lines) hearts_mirror_announce(l.c_str());
}

std::vector<std::string> takeActions() {
  std::vector<std::string> out;
  out.swap(pending());
  return out;
}

}  // namespace hearts::app::mirror
