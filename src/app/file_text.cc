#include "app/file_text.h"

#include <cstdio>
#include <memory>

namespace hearts::app {

namespace {

struct Closer {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, Closer>;

std::FILE* openFile(const std::string& path, bool write) {
#ifdef _WIN32
  // Windows' fopen reads the name in the ANSI code page, not in UTF-8.
  return _wfopen(pathFromUtf8(path).c_str(), write ? L"wb" : L"rb");
#else
  return std::fopen(path.c_str(), write ? "wb" : "rb");
#endif
}

}  // namespace

std::filesystem::path pathFromUtf8(const std::string& utf8) {
  return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string utf8FromPath(const std::filesystem::path& path) {
  const std::u8string utf8 = path.u8string();
  return std::string(utf8.begin(), utf8.end());
}

std::optional<std::string> readTextFile(const std::string& path) {
  File f(openFile(path, false));
  if (!f) return std::nullopt;
  std::string text;
  char buffer[16384];
  for (;;) {
    const std::size_t n = std::fread(buffer, 1, sizeof buffer, f.get());
    text.append(buffer, n);
    if (n < sizeof buffer) break;
  }
  if (std::ferror(f.get())) return std::nullopt;
  return text;
}

bool writeTextFile(const std::string& path, const std::string& text) {
  std::FILE* f = openFile(path, true);
  if (!f) return false;
  const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  return std::fclose(f) == 0 && written;
}

}  // namespace hearts::app
