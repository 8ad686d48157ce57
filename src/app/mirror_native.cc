// The DOM mirror on the desktop (CMake builds this file for every build but the web's;
// mirror_web.cc is the page's): there is no DOM, so nothing is published and nothing arrives.
#include "app/mirror.h"

namespace hearts::app::mirror {

void install() {}
void publish(const std::string&) {}
void announce(const std::vector<std::string>&) {}
std::vector<std::string> takeActions() { return {}; }

}  // namespace hearts::app::mirror
