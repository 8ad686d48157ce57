// The page's DOM mirror, for screen readers and keyboards (web/mirror.js draws it beside the
// canvas): the app publishes what ui/mirror_state.h describes and the sentences of
// session/announce.h, and takes back what the player activated there (mirror_web.cc). On the
// desktop there is no DOM: nothing is published and nothing arrives (mirror_native.cc).
#pragma once

#include <string>
#include <vector>

namespace hearts::app::mirror {

// Lets the page's mirror send what the player activates (web); nothing natively.
void install();
// The mirror's state (JSON, ui/mirror_state.h), drawn by the page when it changes.
void publish(const std::string& json);
// Sentences for the page's live region, read out in order.
void announce(const std::vector<std::string>& lines);
// What the player activated in the mirror since the last call ("card:QS", "button:pass").
std::vector<std::string> takeActions();

}  // namespace hearts::app::mirror
