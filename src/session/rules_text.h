// The rules of a game in plain words, for the menu.
#pragma once

#include <string>
#include <vector>

#include "core/rules.h"

namespace hearts::session {

// One sentence per rule, in the order a player needs them.
std::vector<std::string> describeRules(const Rules& r);

// How fair play is guaranteed and tested, for the rules sheet (the README says the same).
std::string fairPlayText();

}  // namespace hearts::session
