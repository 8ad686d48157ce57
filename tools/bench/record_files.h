// The game records of an arena run (hearts-arena ... --duplicate --records DIR), for the
// tools that replay them.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

namespace hearts::bench {

// The rotation of a record file named hands-NNNNN-rR.json, or -1.
inline int rotationOf(const std::string& name) {
  const auto at = name.rfind("-r");
  if (at == std::string::npos || name.size() < at + 3) return -1;
  return std::atoi(name.c_str() + at + 2);
}

// The .json files of `dir` in name order, the first `limit` of them (0: all); empty with
// `error` set when the folder cannot be read.
inline std::vector<std::filesystem::path> recordFiles(const std::string& dir, std::size_t limit,
                                                      std::string& error) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  if (ec) {
    error = "cannot read " + dir + ": " + ec.message();
    return {};
  }
  std::sort(files.begin(), files.end());
  if (limit > 0 && files.size() > limit) files.resize(limit);
  return files;
}

// The whole text of a file (empty if it cannot be read).
inline std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace hearts::bench
