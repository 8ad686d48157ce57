// The game records of an arena run (hearts-arena ... --duplicate --records DIR), for the
// tools that replay them.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace hearts::bench {

// A tool's complaint about its command line: "TOOL: problem" (when there is one) and its
// usage text on standard error, then exit status 2.
[[noreturn]] inline void exitWithUsage(const char* tool, const std::string& problem,
                                       const char* text) {
  if (!problem.empty()) std::fprintf(stderr, "%s: %s\n", tool, problem.c_str());
  std::fprintf(stderr, "%s", text);
  std::exit(2);
}

// Calls replay(i, error) for every file index on `threads` threads; each call keeps its
// results by index, so they come out the same on any number of threads. Returns
// "PATH: error" for each file whose replay returned false, in file order.
template <class Replay>
std::vector<std::string> replayFiles(const std::vector<std::filesystem::path>& files, int threads,
                                     Replay replay) {
  std::vector<std::string> errors(files.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < files.size(); i = next++) {
      std::string error;
      if (!replay(i, error)) errors[i] = files[i].string() + ": " + error;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  errors.erase(std::remove(errors.begin(), errors.end(), std::string()), errors.end());
  return errors;
}

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
