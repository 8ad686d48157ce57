// The platform on the desktop (CMake builds this file for every build but the web's;
// platform_web.cc is the page's): the command line, files in the user's folders, the
// system's file dialogs (desktop_files.h), SDL's clipboard and the system's fonts.
#include <SDL_image.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "app/desktop_files.h"
#include "app/file_dialog.h"
#include "app/file_text.h"
#include "app/language_keeper.h"
#include "app/platform.h"
#include "app/platform_parts.h"

namespace hearts::app::platform {

bool isWeb() { return false; }

bool prefersReducedMotion() { return false; }

bool touchScreen() { return SDL_GetNumTouchDevices() > 0; }

Params launchParams(int argc, const char* const* argv) { return paramsFromArgs(argc, argv); }

std::unique_ptr<Storage> openStorage(const std::string& dir) {
  if (!dir.empty()) return std::make_unique<FileStorage>(dir);
  std::string where;
  if (char* pref = SDL_GetPrefPath("hearts", "hearts")) {
    where = pref;
    SDL_free(pref);
  } else {
    where = ".";
  }
  return std::make_unique<FileStorage>(where);
}

std::string assetDir(const std::string& requested) {
  if (!requested.empty()) return requested;
  // Next to the program first (an unpacked archive or a copied build), then where the
  // install rules put them relative to the program (cmake/Packaging.cmake), then where the
  // build put them.
  if (char* base = SDL_GetBasePath()) {
    const std::filesystem::path dir = pathFromUtf8(base);
    SDL_free(base);
    std::vector<std::filesystem::path> places{dir / "assets"};
#ifdef HEARTS_INSTALLED_ASSET_DIR
    places.push_back(dir / HEARTS_INSTALLED_ASSET_DIR);
#endif
    for (const auto& p : places) {
      std::error_code ec;
      if (std::filesystem::is_directory(p, ec)) return utf8FromPath(p.lexically_normal());
    }
  }
#ifdef HEARTS_BUILD_ASSET_DIR
  return HEARTS_BUILD_ASSET_DIR;
#else
  return "assets";
#endif
}

std::string systemFontDir() { return "/usr/share/fonts/truetype/dejavu"; }

void publishTestState(const std::string& json, const std::string& file) {
  if (file.empty()) return;
  const std::string part = file + ".part";
  if (!writeTextFile(part, json)) return;
  std::error_code ec;
  std::filesystem::rename(pathFromUtf8(part), pathFromUtf8(file), ec);
}

void followCanvasSize(SDL_Window*) {}

void logError(const std::string& text) { std::fprintf(stderr, "hearts: %s\n", text.c_str()); }
void logInfo(const std::string& text) { std::fprintf(stdout, "%s\n", text.c_str()); }

void setWindowIcon(SDL_Window* window, const std::string& assetDir) {
  if (SDL_Surface* icon = IMG_Load((assetDir + "/icons/icon-32.png").c_str())) {
    SDL_SetWindowIcon(window, icon);
    SDL_FreeSurface(icon);
  }
}

bool savePng(SDL_Surface* surface, const std::string& path) {
  return IMG_SavePNG(surface, path.c_str()) == 0;
}

void acceptDroppedFiles() { SDL_EventState(SDL_DROPFILE, SDL_ENABLE); }

namespace {

// Save game and Open game on the desktop, once the first frame asks.
DesktopFiles& desktopFiles() {
  static DesktopFiles files(systemDialogRunner(), saveFolder());
  return files;
}

}  // namespace

void pickFile(SDL_Window* window) { desktopFiles().pick(dialogParent(window)); }

void offerFile(SDL_Window* window, const std::string& name, const std::string& text) {
  desktopFiles().offer(name, text, dialogParent(window));
}

std::vector<FileOutcome> takeFileOutcomes() {
  desktopFiles().poll();
  return desktopFiles().takeOutcomes();
}

bool fileDialogOpen() { return desktopFiles().dialogOpen(); }

void forgetInAddress(const std::vector<std::string>&) {}

std::string shareDeal(const std::string& query) {
  const std::string line = dealLink(query);
  SDL_SetClipboardText(line.c_str());
  return line;
}

std::optional<std::string> askText(const std::string&, const std::string&) { return std::nullopt; }

Shared shareText(const std::string& text) {
  SDL_SetClipboardText(text.c_str());
  return Shared::Clipboard;
}

std::string dealLink(const std::string& query) {
  // The same parameters as flags: "seed=5&preset=classic" -> "hearts --seed 5 --preset classic".
  std::string line = "hearts";
  std::size_t at = 0;
  while (at < query.size()) {
    const std::size_t amp = std::min(query.find('&', at), query.size());
    const std::string part = query.substr(at, amp - at);
    const std::size_t eq = part.find('=');
    line += " --" + part.substr(0, eq);
    if (eq != std::string::npos) line += " " + part.substr(eq + 1);
    at = amp + 1;
  }
  return line;
}

std::uint64_t systemRandomBits() {
  try {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) | device();
  } catch (const std::exception&) {
    return 0;
  }
}

Uint32 prepareWindow() { return 0; }

void showFelt(const char*) {}

namespace {

// The locales SDL reports from the system, "de_DE" or "de" (no SDL_Init needed).
std::vector<std::string> sdlLocales() {
  std::vector<std::string> out;
  SDL_Locale* list = SDL_GetPreferredLocales();
  if (!list) return out;
  for (const SDL_Locale* l = list; l->language; ++l)
    out.push_back(l->country ? std::string(l->language) + "_" + l->country : std::string(l->language));
  SDL_free(list);
  return out;
}

}  // namespace

std::vector<std::string> preferredLocales() {
  std::vector<std::string> out;
#if !defined(_WIN32) && !defined(__APPLE__)
  // SDL reads only LANG and LANGUAGE, in that order; gettext's order comes first.
  out = gettextLocales([](const char* name) { return std::getenv(name); });
#endif
  for (std::string& l : sdlLocales()) out.push_back(std::move(l));
  return out;
}

// The assets hold every language's files: nothing to fetch.
void fetchLanguage(words::Language l, const std::string&) { fetchedLanguages().push_back({l, {}}); }

void showLanguage(words::Language) {}

}  // namespace hearts::app::platform
