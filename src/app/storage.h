// Where the game keeps its saved game and settings: one small key -> text interface, with
// files natively and the browser's localStorage on the web (platform_web.cc), and memory for
// tests.
#pragma once

#include <map>
#include <optional>
#include <string>

namespace hearts::app {

class Storage {
 public:
  virtual ~Storage() = default;
  virtual std::optional<std::string> read(const std::string& key) = 0;
  virtual bool write(const std::string& key, const std::string& text) = 0;
  // Forgets `key` (nothing when there is none).
  virtual void remove(const std::string& key) = 0;
  // Where `key` is kept, in words for a message: a file path, or "this browser's storage".
  virtual std::string where(const std::string& key) const = 0;
};

// One file per key in a directory (created when missing). Writes go to a temporary file
// first, then replace the old one, so a crash never leaves half a saved game.
class FileStorage final : public Storage {
 public:
  explicit FileStorage(std::string dir);
  std::optional<std::string> read(const std::string& key) override;
  bool write(const std::string& key, const std::string& text) override;
  void remove(const std::string& key) override;
  std::string where(const std::string& key) const override;

 private:
  std::string path(const std::string& key) const;
  std::string dir_;
};

class MemoryStorage final : public Storage {
 public:
  std::optional<std::string> read(const std::string& key) override;
  bool write(const std::string& key, const std::string& text) override;
  void remove(const std::string& key) override { items.erase(key); }
  std::string where(const std::string& key) const override { return "memory:" + key; }
  std::map<std::string, std::string> items;
  bool failWrites = false;  // to test what happens when storage is full or read-only
};

}  // namespace hearts::app
