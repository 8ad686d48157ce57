// Whole files as text, with the C library's stdio: the app keeps C++ streams out of the page
// (their locale machinery is some 70 KB of WebAssembly the game never uses).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace hearts::app {

// The game's paths are UTF-8 text, as SDL's paths and (through SDL2main) Windows' command
// line arguments are. std::filesystem reads a std::string on Windows in the C library's
// code page, where any letter outside ASCII comes out as another: these go through UTF-8
// on every system (on the others the bytes stay as they are).
std::filesystem::path pathFromUtf8(const std::string& utf8);
std::string utf8FromPath(const std::filesystem::path& path);

// The bytes of the file at `path` (UTF-8), or nothing when it cannot be opened or read.
std::optional<std::string> readTextFile(const std::string& path);
// Writes `text` as the whole file; false when any of it could not be written.
bool writeTextFile(const std::string& path, const std::string& text);

}  // namespace hearts::app
