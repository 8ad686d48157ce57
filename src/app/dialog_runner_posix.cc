// The system's file dialogs on Linux, the BSDs and macOS (file_dialog.h): a dialog program
// (zenity, kdialog, osascript) run as a child process, its output read through pipes that
// never block and its end looked for with waitpid(WNOHANG), each frame; the game goes on
// meanwhile. A dialog still open when the game ends is closed with it.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "app/file_dialog.h"

#include <SDL.h>
#include <SDL_syswm.h>  // last: with X11 it brings Xlib's macros

extern char** environ;

namespace hearts::app {

namespace {

// A pipe's read end that never blocks, and what came through it.
struct Pipe {
  int fd = -1;
  std::string text;

  void drain() {
    char buffer[4096];
    while (fd >= 0) {
      const ssize_t n = read(fd, buffer, sizeof buffer);
      if (n > 0) text.append(buffer, static_cast<std::size_t>(n));
      else if (n < 0 && errno == EINTR) continue;
      else break;  // nothing more now (EAGAIN), or the end
    }
  }
};

class ProgramRun final : public DialogRun {
 public:
  ProgramRun(pid_t pid, int output, int errors) : pid_(pid) {
    out_.fd = output;
    err_.fd = errors;
  }
  ~ProgramRun() override {
    if (pid_ > 0) {
      kill(pid_, SIGTERM);
      waitpid(pid_, nullptr, 0);
    }
    close(out_.fd);
    close(err_.fd);
  }
  ProgramRun(const ProgramRun&) = delete;
  ProgramRun& operator=(const ProgramRun&) = delete;

  std::optional<DialogAnswer> poll() override {
    out_.drain();
    err_.drain();
    int status = 0;
    const pid_t ended = waitpid(pid_, &status, WNOHANG);
    if (ended == 0 || (ended < 0 && errno == EINTR)) return std::nullopt;
    pid_ = -1;
    out_.drain();  // what it wrote last
    err_.drain();
    if (ended < 0) return DialogAnswer{DialogAnswer::Kind::Failed, {}};
    return dialogAnswer(WIFEXITED(status) ? WEXITSTATUS(status) : -1, out_.text, err_.text);
  }

 private:
  pid_t pid_;
  Pipe out_, err_;
};

// A pipe whose read end (first) is the parent's and never blocks; false when none was made.
bool makePipe(int fds[2]) {
  if (pipe(fds) != 0) return false;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
  return true;
}

class ProgramRunner final : public DialogRunner {
 public:
  explicit ProgramRunner(DialogProgram program) : program_(program) {}
  std::unique_ptr<DialogRun> start(const DialogAsk& ask) override {
    return runDialogProgram(dialogCommand(program_, ask));
  }

 private:
  DialogProgram program_;
};

// An executable file of that name in a folder of PATH.
bool onPath(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string folders = path ? path : "/usr/bin:/bin";
  for (std::size_t at = 0; at <= folders.size();) {
    const std::size_t colon = std::min(folders.find(':', at), folders.size());
    const std::string folder = colon > at ? folders.substr(at, colon - at) : ".";
    const std::string file = folder + "/" + name;
    struct stat st {};
    if (stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(file.c_str(), X_OK) == 0)
      return true;
    at = colon + 1;
  }
  return false;
}

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

}  // namespace

std::unique_ptr<DialogRun> runDialogProgram(const std::vector<std::string>& command) {
  if (command.empty()) return nullptr;
  int out[2], err[2];
  if (!makePipe(out)) return nullptr;
  if (!makePipe(err)) {
    close(out[0]);
    close(out[1]);
    return nullptr;
  }
  // Its output and errors to the pipes (GTK's warnings not in the game's log), nothing to
  // read, and signals as a new program has them.
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&files, out[1], 1);
  posix_spawn_file_actions_adddup2(&files, err[1], 2);
  posix_spawn_file_actions_addclose(&files, out[1]);
  posix_spawn_file_actions_addclose(&files, err[1]);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
  std::vector<char*> argv;
  for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int failed = posix_spawnp(&pid, argv[0], &files, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attributes);
  close(out[1]);
  close(err[1]);
  if (failed == 0) return std::make_unique<ProgramRun>(pid, out[0], err[0]);
  close(out[0]);
  close(err[0]);
  return nullptr;
}

std::unique_ptr<DialogRunner> systemDialogRunner() {
  DialogEnvironment env;
  env.setting = environment("HEARTS_FILE_DIALOG");
  env.desktop = environment("XDG_CURRENT_DESKTOP");
  env.display = !environment("DISPLAY").empty() || !environment("WAYLAND_DISPLAY").empty();
#ifdef __APPLE__
  env.macos = true;
#endif
  env.installed = onPath;
  const DialogProgram program = chooseDialogProgram(env);
  if (program == DialogProgram::Absent) return nullptr;
  return std::make_unique<ProgramRunner>(program);
}

std::uint64_t dialogParent(SDL_Window* window) {
#if defined(SDL_VIDEO_DRIVER_X11)
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (window && SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11)
    return static_cast<std::uint64_t>(info.info.x11.window);
#else
  (void)window;
#endif
  return 0;
}

}  // namespace hearts::app
