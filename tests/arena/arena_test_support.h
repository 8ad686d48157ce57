// Set-up shared by the arena's test files.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <string>

#include "arena/arena.h"

namespace hearts::arena::test {

// An arena run of `count` deals of the standard rules with these four seats (level names,
// variants or ext:COMMAND); a faulted external bot falls back to the random player.
inline ArenaConfig config(const std::array<std::string, 4>& seats, int count) {
  ArenaConfig c;
  for (std::size_t s = 0; s < 4; ++s) {
    std::string error;
    auto spec = parsePlayerSpec(seats[s], &error);
    REQUIRE_MESSAGE(spec.has_value(), error);
    c.players[s] = *spec;
  }
  c.count = count;
  c.rules = presetRules("standard").value();
  c.fallback = "random";
  return c;
}

}  // namespace hearts::arena::test
