#include "app/game_files.h"

#include "core/rules.h"
#include "records/record.h"
#include "session/bot_runner.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::app {

using words::tr;

std::string recordFileName(const Match& match) {
  const Preset* p = findPreset(match.rules());
  return std::string("hearts-") + (p ? p->name : "custom") + "-" + std::to_string(match.seed()) +
         ".json";
}

OpenedGame openGameFile(const std::string& name, const std::string& text) {
  OpenedGame out;
  LoadedRecord loaded = loadRecord(text);
  if (!loaded.match) {
    // TRANSLATORS: {reason} says what is wrong with the file, in English.
    out.message = tr("\"{file}\" is not a game this program can open ({reason}). Your game goes on.",
                     {{"file", name}, {"reason", loaded.error}});
    return out;
  }
  out.match = std::move(loaded.match);
  out.expertInChair = std::move(loaded.expertInChair);
  out.daily = std::move(loaded.daily);
  const int hand = out.match->state().handNumber();
  std::string levels;  // the bots' levels as the record names them, in words
  if (loaded.levels) {
    out.level = *loaded.levels;
    levels = session::levelsText(*loaded.levels);
  } else if (const auto level = parseLevel(loaded.level)) {
    out.level = *level;
    levels = session::levelDisplayName(*level);
  }
  if (!levels.empty())
    // TRANSLATORS: {levels} is the bots' level, or each bot's.
    out.message = tr("Opened \"{file}\": hand {hand} at {levels}, as it was saved.",
                     {{"file", name}, {"hand", hand}, {"levels", levels}});
  else if (!loaded.level.empty())
    out.message = tr("Opened \"{file}\": hand {hand}, as it was saved; its level \"{level}\" is not known here, "
                     "so the bots play at yours.",
                     {{"file", name}, {"hand", hand}, {"level", loaded.level}});
  else
    out.message = tr("Opened \"{file}\": hand {hand}, as it was saved.", {{"file", name}, {"hand", hand}});
  return out;
}

std::string fileOutcomeNotice(const platform::FileOutcome& outcome) {
  using Kind = platform::FileOutcome::Kind;
  switch (outcome.kind) {
    // TRANSLATORS: {where} is the file's path.
    case Kind::Saved: return tr("The game was saved to {where}", {{"where", outcome.where}});
    case Kind::Downloaded:
      return tr("The game was saved to your browser's downloads ({file})", {{"file", outcome.where}});
    case Kind::NotSaved:
      return outcome.where.empty() ? tr("The game could not be saved as a file")
                                   : tr("The game could not be saved to {where}", {{"where", outcome.where}});
    case Kind::Cancelled: return {};
    case Kind::DialogOpen: return tr("A file dialog is open: choose a file there, or cancel it, first.");
    case Kind::NoOpenDialog:
      return tr("To open a saved game, drop its file on this window, or start with {option}",
                {{"option", "--load FILE"}});
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
