#include "app/game_files.h"

#include "core/rules.h"
#include "records/record.h"
#include "session/bot_runner.h"
#include "session/wording.h"

namespace hearts::app {

std::string recordFileName(const Match& match) {
  const Preset* p = findPreset(match.rules());
  return std::string("hearts-") + (p ? p->name : "custom") + "-" + std::to_string(match.seed()) +
         ".json";
}

OpenedGame openGameFile(const std::string& name, const std::string& text) {
  OpenedGame out;
  LoadedRecord loaded = loadRecord(text);
  if (!loaded.match) {
    out.message = "\"" + name + "\" is not a game this program can open (" + loaded.error +
                  "). Your game goes on.";
    return out;
  }
  out.match = std::move(loaded.match);
  out.expertInChair = std::move(loaded.expertInChair);
  out.daily = std::move(loaded.daily);
  out.message = "Opened \"" + name + "\": hand " + std::to_string(out.match->state().handNumber());
  if (loaded.levels) {
    out.level = *loaded.levels;
    out.message += " at " + session::levelsText(*loaded.levels) + ", as it was saved.";
  } else if (const auto level = parseLevel(loaded.level)) {
    out.level = *level;
    out.message += " at " + session::levelDisplayName(*level) + ", as it was saved.";
  } else if (!loaded.level.empty()) {
    out.message += ", as it was saved; its level \"" + loaded.level +
                   "\" is not known here, so the bots play at yours.";
  } else {
    out.message += ", as it was saved.";
  }
  return out;
}

std::string fileOutcomeNotice(const platform::FileOutcome& outcome) {
  using Kind = platform::FileOutcome::Kind;
  switch (outcome.kind) {
    case Kind::Saved: return "The game was saved to " + outcome.where;
    case Kind::NotSaved:
      return outcome.where.empty() ? "The game could not be saved as a file"
                                   : "The game could not be saved to " + outcome.where;
    case Kind::Cancelled: return {};
    case Kind::DialogOpen: return "A file dialog is open: choose a file there, or cancel it, first.";
    case Kind::NoOpenDialog:
      return "To open a saved game, drop its file on this window, or start with --load FILE";
  }
  return {};
}

namespace {

std::string percentEncode(const std::string& s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '_' || c == '.' || c == '~';
    if (plain) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace

std::string dealQuery(const Match& match, const TableLevels& levels) {
  std::string q = "seed=" + std::to_string(match.seed());
  if (const Preset* p = findPreset(match.rules())) q += std::string("&preset=") + p->name;
  else q += "&rules=" + percentEncode(rulesToJson(match.rules()));
  return q + "&level=" + levelsKey(levels);
}

std::string dailyQuery(Date date) { return "daily=" + dateText(date); }

}  // namespace hearts::app
