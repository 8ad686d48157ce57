#include "ui/sheet_players.h"

#include <algorithm>
#include <string>

#include "session/player_name.h"
#include "session/seats.h"
#include "session/wording.h"
#include "words/words.h"

namespace hearts::ui {

namespace {

using words::tr;

std::string levelLabel(BotLevel l) { return session::levelDisplayName(l); }

// "Ava, on your left": an opponent by name and where it sits.
std::string seatTitle(int seat) {
  const std::string name(session::playerName(seat));
  // TRANSLATORS: a heading over one opponent's level chips; {name} is the opponent's name.
  if (seat == 1) return tr("{name}, on your left", {{"name", name}});
  if (seat == 2) return tr("{name}, across", {{"name", name}});
  return tr("{name}, on your right", {{"name", name}});
}

}  // namespace

std::string shownPlayerName(const UiSettings& s) {
  if (s.playerName.empty() || s.playerName == session::kDefaultPlayerName)
    return std::string(session::playerName(session::kPlayerSeat));
  return s.playerName;
}

void opponentRows(SheetBuilder& b, const SheetContext& c) {
  const auto& levels = c.levels;
  const TableLevels& chosen = c.settings.levels;
  const bool table = c.settings.levelTable || chosen.mixed();
  const int count = static_cast<int>(levels.size());
  std::vector<std::string> labels;
  for (const BotLevel l : levels) labels.push_back(levelLabel(l));
  std::vector<std::string> withCustom = labels;
  withCustom.push_back(tr("Custom\u2026"));
  b.choiceRow(tr("Opponents"), withCustom, [&](int i, Rect r) {
    if (i == count) {
      b.button(ButtonId::LevelTable, {}, withCustom.back(), r, true, table);
      return;
    }
    const BotLevel l = levels[static_cast<std::size_t>(i)];
    b.button(ButtonId::Level, l, labels[static_cast<std::size_t>(i)], r, true, !table && chosen.same() == l);
  });
  if (!table) return;
  for (int seat = 1; seat <= 3; ++seat) {
    b.choiceRow(seatTitle(seat), labels, [&](int i, Rect r) {
      const BotLevel l = levels[static_cast<std::size_t>(i)];
      b.button(ButtonId::SeatLevel, setting::SeatLevel{seat, l}, labels[static_cast<std::size_t>(i)], r, true,
               chosen.of(seat) == l);
    });
  }
}

void nameRows(SheetBuilder& b, const SheetContext& c) {
  b.line(1.6f, tr("Your name (the score sheet, the statistics, the share text)"), 0.85f, Ink::Label,
         TextAlign::Left, true);
  if (const NameEdit* edit = c.nameEdit) {
    // The text so far with a caret, on a stripe.
    const Rect field = b.row(2.2f);
    b.view().shape(field, Ink::Stripe);
    b.text({field.x + 0.4f * b.font(), field.y, field.w - 0.8f * b.font(), field.h}, edit->draft + "|", 1.0f,
           Ink::Title, TextAlign::Left, true);
    if (!edit->error.empty()) b.paragraph(b.wrap(edit->error, 0.82f), 0.82f, Ink::Bad);
    const std::vector<std::string> labels{tr("Keep"), tr("Cancel")};
    const auto row = b.buttonRow(labels);
    b.button(ButtonId::NameKeep, "", labels[0], row[0]);
    b.button(ButtonId::NameCancel, "", labels[1], row[1]);
  } else {
    const std::string change = tr("Change\u2026");
    const auto rects = b.chipsFor({change, change});
    b.text(rects[0], shownPlayerName(c.settings), 1.0f, Ink::Title, TextAlign::Left, true);
    b.button(ButtonId::PlayerName, {}, change, rects[1]);
  }
  b.gap(0.4f);
}

void levelsShownRow(SheetBuilder& b, const SheetContext& c) {
  const std::vector<std::string> labels{tr("Shown"), tr("Hidden")};
  b.choiceRow(tr("The bots' levels beside their names"), labels, [&](int i, Rect r) {
    const bool chipOn = i == 0;
    b.button(ButtonId::Setting, ToggleChoice{Toggle::ShowLevels, chipOn}, labels[static_cast<std::size_t>(i)], r,
             true, c.settings.showLevels == chipOn);
  });
}

}  // namespace hearts::ui
