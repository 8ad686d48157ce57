#include "app/storage.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace hearts::app {

FileStorage::FileStorage(std::string dir) : dir_(std::move(dir)) {}

std::string FileStorage::path(const std::string& key) const {
  return (std::filesystem::path(dir_) / (key + ".json")).string();
}

std::string FileStorage::where(const std::string& key) const { return path(key); }

std::optional<std::string> FileStorage::read(const std::string& key) {
  std::ifstream in(path(key), std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool FileStorage::write(const std::string& key, const std::string& text) {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  const std::string target = path(key);
  const std::string temp = target + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << text;
    out.flush();
    if (!out) return false;
  }
  std::filesystem::rename(temp, target, ec);
  return !ec;
}

std::optional<std::string> MemoryStorage::read(const std::string& key) {
  auto it = items.find(key);
  if (it == items.end()) return std::nullopt;
  return it->second;
}

bool MemoryStorage::write(const std::string& key, const std::string& text) {
  if (failWrites) return false;
  items[key] = text;
  return true;
}

}  // namespace hearts::app
