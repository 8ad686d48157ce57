#include "app/storage.h"

#include "app/file_text.h"

#include <cstdio>
#include <filesystem>
#include <system_error>

namespace hearts::app {

FileStorage::FileStorage(std::string dir) : dir_(std::move(dir)) {}

std::string FileStorage::path(const std::string& key) const {
  return utf8FromPath(pathFromUtf8(dir_) / pathFromUtf8(key + ".json"));
}

std::string FileStorage::where(const std::string& key) const { return path(key); }

std::optional<std::string> FileStorage::read(const std::string& key) {
  return readTextFile(path(key));
}

bool FileStorage::write(const std::string& key, const std::string& text) {
  std::error_code ec;
  std::filesystem::create_directories(pathFromUtf8(dir_), ec);
  const std::string target = path(key);
  const std::string temp = target + ".tmp";
  if (!writeTextFile(temp, text)) return false;
  std::filesystem::rename(pathFromUtf8(temp), pathFromUtf8(target), ec);
  return !ec;
}

void FileStorage::remove(const std::string& key) {
  std::error_code ec;
  std::filesystem::remove(pathFromUtf8(path(key)), ec);
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
