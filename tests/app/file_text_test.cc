// Files as text: saved games, statistics and settings on the desktop go through these.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "app/file_text.h"
#include "app/storage.h"

using namespace hearts::app;
namespace fs = std::filesystem;

namespace {

fs::path scratch(const char* name) {
  const fs::path dir = fs::temp_directory_path() / "hearts-file-text-test";
  fs::create_directories(dir);
  return dir / name;
}

}  // namespace

TEST_CASE("a file written is read back byte for byte, however long") {
  std::string text = "{\"a\": 1}\r\n";
  text.push_back('\0');
  for (int i = 0; i < 5000; ++i) text += "line " + std::to_string(i) + "\n";  // past the read buffer
  const std::string path = scratch("long.json").string();
  REQUIRE(writeTextFile(path, text));
  const auto back = readTextFile(path);
  REQUIRE(back);
  CHECK(*back == text);
  REQUIRE(writeTextFile(path, "short"));
  CHECK(*readTextFile(path) == "short");  // the whole file is replaced
  REQUIRE(writeTextFile(path, ""));
  CHECK(readTextFile(path)->empty());
}

TEST_CASE("a file that cannot be read or written says so") {
  CHECK(!readTextFile(scratch("missing.json").string() + ".none"));
  const fs::path dir = scratch("a-folder");
  fs::create_directories(dir);
  CHECK(!writeTextFile(dir.string(), "text"));          // a folder is no file
  CHECK(!writeTextFile((dir / "no" / "such" / "f").string(), "x"));
}

TEST_CASE("file storage keeps each key in its own file and survives a reopen") {
  const fs::path dir = scratch("storage");
  fs::remove_all(dir);
  {
    FileStorage s(dir.string());
    CHECK(!s.read("game"));
    REQUIRE(s.write("game", "{\"hand\": 3}"));
    REQUIRE(s.write("settings", "{}"));
  }
  FileStorage again(dir.string());
  CHECK(*again.read("game") == "{\"hand\": 3}");
  CHECK(*again.read("settings") == "{}");
  CHECK(!fs::exists(dir / "game.json.tmp"));
}

TEST_CASE("a UTF-8 path names the same file for the storage, the files and std::filesystem") {
  // "dätä ♥": Windows' narrow functions would read these bytes in another code page.
  const std::string dir = utf8FromPath(scratch("utf8")) + "/d\xC3\xA4t\xC3\xA4 \xE2\x99\xA5";
  CHECK(utf8FromPath(pathFromUtf8(dir)) == dir);
  fs::remove_all(pathFromUtf8(dir));
  FileStorage s(dir);
  REQUIRE(s.write("game", "{}"));
  CHECK(fs::is_regular_file(pathFromUtf8(dir) / "game.json"));
  CHECK(*readTextFile(s.where("game")) == "{}");
}
