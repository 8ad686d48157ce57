#include "arena/child_process.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace hearts::arena {

namespace {

void ignoreSigpipeOnce() {
  static std::once_flag once;
  std::call_once(once, [] { std::signal(SIGPIPE, SIG_IGN); });
}

// Milliseconds left until the deadline, rounded up so a poll never spins at zero.
int millisLeft(Clock::time_point deadline) {
  const auto left = deadline - Clock::now();
  if (left <= Clock::duration::zero()) return 0;
  const auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
  return ms > 1000000 ? 1000000 : static_cast<int>(ms);
}

// The process groups of the running children, for killAllForExit(). Lock-free slots, since
// a signal handler reads them.
constexpr int kSlots = 512;
std::atomic<pid_t> gChildren[kSlots];

void registerChild(pid_t pid) {
  for (auto& slot : gChildren) {
    pid_t empty = 0;
    if (slot.compare_exchange_strong(empty, pid)) return;
  }
}

void unregisterChild(pid_t pid) {
  for (auto& slot : gChildren) {
    pid_t mine = pid;
    if (slot.compare_exchange_strong(mine, 0)) return;
  }
}

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

std::unique_ptr<ChildProcess> ChildProcess::start(const std::string& command, std::string* error) {
  ignoreSigpipeOnce();
  // Close-on-exec everywhere: with several bots (and several worker threads) running, a
  // pipe end leaked into another child would keep a dead bot's pipe looking open.
  int in[2];
  int out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) {
    if (error) *error = std::string("pipe: ") + std::strerror(errno);
    return nullptr;
  }
  if (::pipe2(out, O_CLOEXEC) != 0) {
    if (error) *error = std::string("pipe: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    return nullptr;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // The bot should die of SIGPIPE as programs normally do, not inherit the arena's SIG_IGN.
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);

  std::string shell = "/bin/sh";
  std::string dashC = "-c";
  std::string cmd = command;
  char* argv[] = {shell.data(), dashC.data(), cmd.data(), nullptr};
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(in[0]);
  ::close(out[1]);
  if (rc != 0) {
    if (error) *error = std::string("cannot start /bin/sh: ") + std::strerror(rc);
    ::close(in[1]);
    ::close(out[0]);
    return nullptr;
  }
  registerChild(pid);
  std::unique_ptr<ChildProcess> p(new ChildProcess());
  p->pid_ = pid;
  p->toChild_ = in[1];
  p->fromChild_ = out[0];
  ::fcntl(p->toChild_, F_SETFL, ::fcntl(p->toChild_, F_GETFL) | O_NONBLOCK);
  ::fcntl(p->fromChild_, F_SETFL, ::fcntl(p->fromChild_, F_GETFL) | O_NONBLOCK);
  return p;
}

ChildProcess::~ChildProcess() { kill(); }

ChildProcess::Io ChildProcess::writeAll(std::string_view data, Clock::time_point deadline) {
  if (toChild_ < 0) return Io::Closed;
  while (!data.empty()) {
    const ssize_t n = ::write(toChild_, data.data(), data.size());
    if (n > 0) {
      data.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return Io::Closed;  // EPIPE
    pollfd p{toChild_, POLLOUT, 0};
    const int ms = millisLeft(deadline);
    if (ms == 0) return Io::Timeout;
    const int r = ::poll(&p, 1, ms);
    if (r == 0) return Io::Timeout;
    if (r > 0 && (p.revents & (POLLERR | POLLHUP)) && !(p.revents & POLLOUT)) return Io::Closed;
  }
  return Io::Ok;
}

ChildProcess::Io ChildProcess::readLine(std::string& line, Clock::time_point deadline) {
  std::size_t scanned = 0;
  for (;;) {
    const auto nl = buffer_.find('\n', scanned);
    if (nl != std::string::npos) {
      line.assign(buffer_, 0, nl);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      buffer_.erase(0, nl + 1);
      return Io::Ok;
    }
    scanned = buffer_.size();
    if (buffer_.size() > kMaxLine) return Io::TooLong;
    if (fromChild_ < 0) return Io::Closed;
    char chunk[65536];
    const ssize_t n = ::read(fromChild_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
      continue;
    }
    if (n == 0) {
      closeFd(fromChild_);
      return Io::Closed;
    }
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) return Io::Closed;
    pollfd p{fromChild_, POLLIN, 0};
    const int ms = millisLeft(deadline);
    if (ms == 0) return Io::Timeout;
    if (::poll(&p, 1, ms) == 0) return Io::Timeout;
  }
}

std::string ChildProcess::takeUnrequestedOutput() {
  while (fromChild_ >= 0 && buffer_.size() <= kMaxLine) {
    char chunk[65536];
    const ssize_t n = ::read(fromChild_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      break;  // nothing more for now; an end of output shows up at the next read
    }
  }
  std::string out;
  if (buffer_.find_first_not_of(" \t\r\n") == std::string::npos) {
    buffer_.clear();
    return out;
  }
  out.swap(buffer_);
  return out;
}

bool ChildProcess::reap(bool block) {
  if (reaped_) return true;
  if (pid_ < 0) return false;
  int status = 0;
  pid_t r;
  do {
    r = ::waitpid(pid_, &status, block ? 0 : WNOHANG);
  } while (r < 0 && errno == EINTR);
  if (r != pid_) return false;
  reaped_ = true;
  if (WIFEXITED(status)) exitCode_ = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) exitSignal_ = WTERMSIG(status);
  return true;
}

std::string ChildProcess::exitDescription(std::chrono::milliseconds wait) {
  const auto deadline = Clock::now() + wait;
  while (!reap(false) && Clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  if (!reaped_) return "is still running";
  if (exitSignal_ != 0) return "was killed by signal " + std::to_string(exitSignal_);
  // A shell reports a command killed by signal N as status 128 + N.
  if (exitCode_ > 128 && exitCode_ < 128 + 65)
    return "exited with status " + std::to_string(exitCode_) + " (killed by signal " +
           std::to_string(exitCode_ - 128) + ", as its shell reports it)";
  return "exited with status " + std::to_string(exitCode_);
}

void ChildProcess::finish(std::chrono::milliseconds grace) {
  closeFd(toChild_);
  const auto deadline = Clock::now() + grace;
  while (!reap(false) && Clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  kill();
}

void ChildProcess::kill() {
  closeFd(toChild_);
  closeFd(fromChild_);
  if (pid_ <= 0 || killed_) return;
  // The whole group, even when the shell itself has exited: `sh -c` may have started the
  // bot as its own child, and that must not outlive the arena. The group's id cannot be
  // reused while any member is alive.
  ::kill(-pid_, SIGKILL);
  killed_ = true;
  // Until it is reaped the id cannot be reused, so the signal handler may still see it.
  unregisterChild(pid_);
  reap(true);
}

void ChildProcess::killAllForExit() {
  for (auto& slot : gChildren) {
    const pid_t pid = slot.load();
    if (pid > 0) ::kill(-pid, SIGKILL);
  }
}

}  // namespace hearts::arena
