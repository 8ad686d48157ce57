// The platform seam's shared part: what reads the same on the desktop and in the page.
// What differs is in platform_web.cc and platform_native.cc (CMake builds one of them).
#include "app/platform.h"

#include <chrono>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "app/file_text.h"
#include "app/platform_parts.h"
#include "core/rng.h"

namespace hearts::app::platform {

std::vector<ReceivedFile>& receivedFiles() {
  static std::vector<ReceivedFile> files;
  return files;
}

std::vector<ReceivedFile> takeReceivedFiles() { return std::exchange(receivedFiles(), {}); }

std::vector<FetchedLanguage>& fetchedLanguages() {
  static std::vector<FetchedLanguage> languages;
  return languages;
}

std::vector<FetchedLanguage> takeFetchedLanguages() { return std::exchange(fetchedLanguages(), {}); }

std::int64_t unixSeconds() {
  using namespace std::chrono;
  return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

ReceivedFile readFile(const std::string& path) {
  ReceivedFile f;
  f.name = utf8FromPath(pathFromUtf8(path).filename());
  std::error_code ec;
  const auto size = std::filesystem::file_size(pathFromUtf8(path), ec);
  if (ec) {
    f.problem = ReceivedFile::Problem::Unreadable;
    f.reason = ec.message();
    return f;
  }
  if (size > kMaxFileBytes) {
    f.problem = ReceivedFile::Problem::TooLarge;
    f.kilobytes = size / 1024;
    return f;
  }
  if (auto text = readTextFile(path)) f.text = std::move(*text);
  else f.problem = ReceivedFile::Problem::Unreadable;
  return f;
}

std::uint64_t entropy() {
  // The clocks count from the page's start in a browser, so they alone would repeat seeds;
  // the system's random source is mixed in, where there is one.
  const std::uint64_t random = systemRandomBits();
  const auto t = std::chrono::high_resolution_clock::now().time_since_epoch().count();
  const auto wall = std::chrono::system_clock::now().time_since_epoch().count();
  return mix64(static_cast<std::uint64_t>(t) ^ SDL_GetPerformanceCounter() ^
               mix64(static_cast<std::uint64_t>(wall) ^ random));
}

}  // namespace hearts::app::platform
