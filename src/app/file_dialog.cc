// The dialog programs: which one, its command line, its answer (file_dialog.h). The same
// on every system; the program is run by dialog_runner_posix.cc.
#include "app/file_dialog.h"

#include <string_view>

#include "app/file_text.h"
#include "words/words.h"

namespace hearts::app {

namespace {

bool contains(const std::string& text, std::string_view word) {
  return text.find(word) != std::string::npos;
}

// zenity's dialog: GTK's file chooser.
std::vector<std::string> zenityCommand(const DialogAsk& ask) {
  const bool save = ask.kind == DialogAsk::Kind::Save;
  const DialogWords words = dialogWords(ask.kind);
  std::vector<std::string> c{"zenity", "--file-selection", "--title=" + words.title};
  if (save) {
    c.insert(c.end(),
             {"--save", "--confirm-overwrite", "--filename=" + ask.folder + "/" + ask.name});
  } else {
    // A folder's path ending in "/" opens the dialog in that folder.
    c.push_back("--filename=" + ask.folder + "/");
  }
  c.insert(c.end(), {"--file-filter=" + words.games + " (*.json) | *.json", "--file-filter=" + words.allFiles + " | *"});
  if (ask.parent != 0) c.push_back("--attach=" + std::to_string(ask.parent));
  return c;
}

// kdialog's: KDE's file dialog, which asks itself before it replaces a file.
std::vector<std::string> kdialogCommand(const DialogAsk& ask) {
  const bool save = ask.kind == DialogAsk::Kind::Save;
  const DialogWords words = dialogWords(ask.kind);
  std::vector<std::string> c{"kdialog", "--title", words.title};
  if (ask.parent != 0) c.insert(c.end(), {"--attach", std::to_string(ask.parent)});
  if (save) c.insert(c.end(), {"--getsavefilename", ask.folder + "/" + ask.name});
  else c.insert(c.end(), {"--getopenfilename", ask.folder});
  c.push_back(words.games + " (*.json)");
  return c;
}

// osascript's: macOS's own panels through AppleScript's Standard Additions. The title, the
// name and the folder travel as arguments (nothing to quote in the script); a cancel prints
// nothing.
std::vector<std::string> osascriptCommand(const DialogAsk& ask) {
  const bool save = ask.kind == DialogAsk::Kind::Save;
  const std::string choose =
      save ? "set f to choose file name with prompt (item 1 of argv) default name (item 2 of argv)"
             " default location ((item 3 of argv) as POSIX file)"
           : "set f to choose file with prompt (item 1 of argv) of type {\"public.json\"}"
             " default location ((item 3 of argv) as POSIX file)";
  return {"osascript", "-e", "on run argv",  "-e", "try", "-e", choose,
          "-e", "return POSIX path of f", "-e", "on error number -128", "-e", "return \"\"",
          "-e", "end try", "-e", "end run", dialogWords(ask.kind).title, ask.name, ask.folder};
}

}  // namespace

DialogWords dialogWords(DialogAsk::Kind kind) {
  using words::tr;
  // TRANSLATORS: the file dialogs' titles and filters (the names of the kinds of files shown).
  return {kind == DialogAsk::Kind::Save ? tr("Save game") : tr("Open game"), tr("Hearts games"), tr("All files")};
}

DialogProgram chooseDialogProgram(const DialogEnvironment& env) {
  if (env.setting == "none") return DialogProgram::Absent;
  const auto have = [&](const char* name) { return env.installed && env.installed(name); };
  if (env.macos) return have("osascript") ? DialogProgram::Osascript : DialogProgram::Absent;
  if (!env.display) return DialogProgram::Absent;
  if (env.setting == "zenity" || env.setting == "kdialog") {
    if (!have(env.setting.c_str())) return DialogProgram::Absent;
    return env.setting == "zenity" ? DialogProgram::Zenity : DialogProgram::Kdialog;
  }
  const bool kde = contains(env.desktop, "KDE");
  for (const DialogProgram p : kde ? std::vector{DialogProgram::Kdialog, DialogProgram::Zenity}
                                   : std::vector{DialogProgram::Zenity, DialogProgram::Kdialog})
    if (have(p == DialogProgram::Zenity ? "zenity" : "kdialog")) return p;
  return DialogProgram::Absent;
}

std::vector<std::string> dialogCommand(DialogProgram program, const DialogAsk& ask) {
  switch (program) {
    case DialogProgram::Zenity: return zenityCommand(ask);
    case DialogProgram::Kdialog: return kdialogCommand(ask);
    case DialogProgram::Osascript: return osascriptCommand(ask);
    case DialogProgram::Absent: break;
  }
  return {};
}

DialogAnswer dialogAnswer(int status, const std::string& output, const std::string& errors) {
  std::string path = output;
  while (!path.empty() && (path.back() == '\n' || path.back() == '\r')) path.pop_back();
  if (status == 0 && !path.empty()) return {DialogAnswer::Kind::Chosen, path};
  const bool noDisplay = contains(errors, "cannot open display");
  if (status == 0 || (status == 1 && !noDisplay)) return {DialogAnswer::Kind::Cancelled, {}};
  return {DialogAnswer::Kind::Failed, {}};
}

std::string withJsonExtension(const std::string& path) {
  return pathFromUtf8(path).has_extension() ? path : path + ".json";
}

}  // namespace hearts::app
