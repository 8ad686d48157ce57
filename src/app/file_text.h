// Whole files as text, with the C library's stdio: the app keeps C++ streams out of the page
// (their locale machinery is some 70 KB of WebAssembly the game never uses).
#pragma once

#include <optional>
#include <string>

namespace hearts::app {

// The file's bytes, or nothing when it cannot be opened or read.
std::optional<std::string> readTextFile(const std::string& path);
// Writes `text` as the whole file; false when any of it could not be written.
bool writeTextFile(const std::string& path, const std::string& text);

}  // namespace hearts::app
