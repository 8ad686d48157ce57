// An external bot as a child process: /bin/sh -c COMMAND with pipes on its standard input
// and output (its standard error stays the arena's, as its log). Every read and write has a
// deadline, so a bot that stops reading or writing can never stall the arena; the child
// gets its own process group so that killing it also kills whatever the shell started.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace hearts::arena {

using Clock = std::chrono::steady_clock;

class ChildProcess {
 public:
  enum class Io { Ok, Timeout, Closed, TooLong };

  // Starts the command; on failure returns null and says why in `error`. Also makes the
  // arena ignore SIGPIPE (once), so writing to a bot that died is an error code, not death.
  static std::unique_ptr<ChildProcess> start(const std::string& command, std::string* error);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Writes all of `data`, unless the deadline passes or the child stops reading.
  Io writeAll(std::string_view data, Clock::time_point deadline);
  // Reads up to the next newline (which is not returned; a trailing CR is dropped).
  Io readLine(std::string& line, Clock::time_point deadline);
  // Reads whatever has arrived without waiting and returns it when it holds anything but
  // whitespace: output nobody asked for (it is dropped). Empty when there is none.
  std::string takeUnrequestedOutput();
  // How the child ended, waiting up to `wait` for it to do so: "exited with status 3",
  // "was killed by signal 11", or "is still running".
  std::string exitDescription(std::chrono::milliseconds wait);
  bool exitedCleanly() const { return reaped_ && exitCode_ == 0; }
  // Closes its standard input, gives it `grace` to exit by itself, then kills the group.
  void finish(std::chrono::milliseconds grace);
  void kill();

  static constexpr std::size_t kMaxLine = 1 << 20;

  // Kills every child still running. Async-signal-safe: for the arena's SIGINT and SIGTERM
  // handlers, since bots run in their own process groups and would not see the signal.
  static void killAllForExit();

 private:
  ChildProcess() = default;
  bool reap(bool block);

  pid_t pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
  std::string buffer_;
  bool reaped_ = false;
  bool killed_ = false;
  int exitCode_ = -1;    // when it exited normally
  int exitSignal_ = 0;   // when a signal ended it
};

}  // namespace hearts::arena
