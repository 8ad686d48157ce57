// The command line of hearts-arena (docs/ARENA.md): four seats and options, into a config.
#pragma once

#include <string>
#include <vector>

#include "arena/arena.h"

namespace hearts::arena {

struct CommandLine {
  ArenaConfig config;
  std::string jsonFile;  // "-" writes the JSON to standard output instead of the table
  bool quiet = false;
  bool help = false;
  std::string error;  // set when the arguments are wrong
};

CommandLine parseCommandLine(const std::vector<std::string>& args);
std::string usageText();

}  // namespace hearts::arena
