// hearts-arena: plays bots against each other and reports the result (docs/ARENA.md).
#include <csignal>
#include <fstream>
#include <iostream>
#include <unistd.h>

#include "arena/child_process.h"
#include "arena/options.h"

namespace {

// Interrupted: take the bots down too (they are in their own process groups), then die of
// the same signal.
void onSignal(int sig) {
  hearts::arena::ChildProcess::killAllForExit();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

int main(int argc, char** argv) {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, onSignal);
  using namespace hearts::arena;
  const CommandLine cl = parseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (cl.help) {
    std::cout << usageText();
    return 0;
  }
  if (!cl.error.empty()) {
    std::cerr << "hearts-arena: " << cl.error << "\n(hearts-arena --help shows the options)\n";
    return 2;
  }
  ArenaConfig config = cl.config;
  config.log = &std::cerr;
  config.progress = !cl.quiet && ::isatty(STDERR_FILENO);

  ArenaResult result;
  try {
    result = runArena(config);
  } catch (const std::exception& e) {
    std::cerr << "hearts-arena: " << e.what() << '\n';
    return 1;
  }

  const bool jsonToStdout = cl.jsonFile == "-";
  if (!cl.quiet && !jsonToStdout) printReport(std::cout, config, result);
  if (!cl.jsonFile.empty()) {
    // Bots' text can hold broken UTF-8; it is replaced rather than refused.
    const std::string text =
        reportJson(config, result).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    if (jsonToStdout) {
      std::cout << text << '\n';
    } else {
      std::ofstream out(cl.jsonFile);
      out << text << '\n';
      if (!out) {
        std::cerr << "hearts-arena: cannot write " << cl.jsonFile << '\n';
        return 1;
      }
    }
  }
  return 0;
}
