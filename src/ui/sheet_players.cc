#include "ui/sheet_players.h"

#include <algorithm>
#include <string>

#include "session/wording.h"

namespace hearts::ui {

namespace {

std::string levelLabel(BotLevel l) { return session::levelDisplayName(l); }

int longestLevel(const std::vector<BotLevel>& levels) {
  int longest = 7;  // "Custom…"
  for (const BotLevel l : levels) longest = std::max(longest, static_cast<int>(levelName(l).size()));
  return longest;
}

const char* seatPlace(int seat) {
  static constexpr const char* kPlaces[] = {"", "on your left", "across", "on your right"};
  return kPlaces[seat & 3];
}

}  // namespace

void opponentRows(SheetBuilder& b, const SheetContext& c) {
  const auto& levels = c.levels;
  const TableLevels& chosen = c.settings.levels;
  const bool table = c.settings.levelTable || chosen.mixed();
  const int longest = longestLevel(levels);
  const int count = static_cast<int>(levels.size());
  b.choiceRow("Opponents", count + 1, longest, [&](int i, Rect r) {
    if (i == count) {
      b.button(ButtonId::LevelTable, {}, "Custom\u2026", r, true, table);
      return;
    }
    const BotLevel l = levels[static_cast<std::size_t>(i)];
    b.button(ButtonId::Level, l, levelLabel(l), r, true, !table && chosen.same() == l);
  });
  if (!table) return;
  for (int seat = 1; seat <= 3; ++seat) {
    const std::string label = std::string(session::playerName(seat)) + ", " + seatPlace(seat);
    b.choiceRow(label, count, longest, [&](int i, Rect r) {
      const BotLevel l = levels[static_cast<std::size_t>(i)];
      b.button(ButtonId::SeatLevel, setting::SeatLevel{seat, l}, levelLabel(l), r, true, chosen.of(seat) == l);
    });
  }
}

void nameRows(SheetBuilder& b, const SheetContext& c) {
  b.text(b.row(1.6f), "Your name (the score sheet, the statistics, the share text)", 0.85f, Ink::Label,
         TextAlign::Left, true);
  if (const NameEdit* edit = c.nameEdit) {
    // The text so far with a caret, on a stripe.
    const Rect field = b.row(2.2f);
    b.view().shape(field, Ink::Stripe);
    b.text({field.x + 0.4f * b.font(), field.y, field.w - 0.8f * b.font(), field.h}, edit->draft + "|", 1.0f,
           Ink::Title, TextAlign::Left, true);
    if (!edit->error.empty())
      b.paragraph(c.metrics.wrap(edit->error, b.width(), 0.82f * b.font()), 0.82f, Ink::Bad);
    const auto row = b.buttonRow({"Keep", "Cancel"});
    b.button(ButtonId::NameKeep, "", "Keep", row[0]);
    b.button(ButtonId::NameCancel, "", "Cancel", row[1]);
  } else {
    const auto rects = b.chips(2, 2);
    b.text(rects[0], c.settings.playerName, 1.0f, Ink::Title, TextAlign::Left, true);
    b.button(ButtonId::PlayerName, {}, "Change\u2026", rects[1]);
  }
  b.gap(0.4f);
}

void levelsShownRow(SheetBuilder& b, const SheetContext& c) {
  b.choiceRow("The bots' levels beside their names", 2, 8, [&](int i, Rect r) {
    const bool chipOn = i == 0;
    b.button(ButtonId::Setting, ToggleChoice{Toggle::ShowLevels, chipOn}, chipOn ? "Shown" : "Hidden", r, true,
             c.settings.showLevels == chipOn);
  });
}

}  // namespace hearts::ui
