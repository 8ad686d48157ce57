#include <algorithm>

#include "core/rules.h"
#include "hearts_version.h"
#include "session/announce.h"
#include "session/daily.h"
#include "session/rules_text.h"
#include "session/wording.h"
#include "ui/sheet_builder.h"
#include "ui/sheet_language.h"
#include "ui/sheet_players.h"
#include "ui/sheets.h"

namespace hearts::ui {

const char* menuTabName(MenuTab t) {
  switch (t) {
    case MenuTab::Game: return "game";
    case MenuTab::Rules: return "rules";
    case MenuTab::Table: return "table";
    case MenuTab::Options: return "options";
  }
  return "?";
}

namespace {

// Today's daily deal: a button, and where the player stands with it (played today, the
// streak), in words.
void dailyChoice(SheetBuilder& b, const SheetContext& c) {
  std::string status = "The same four hands for everyone today, against expert opponents";
  if (c.statistics) {
    const session::DailyHistory& h = c.statistics->daily();
    const int streak = h.streak(c.today);
    if (const session::DailyResult* r = h.find(c.today))
      status = "Played today: " + std::to_string(r->score) + ", par " + std::to_string(r->par) +
               " \u00b7 streak " + std::to_string(streak);
    else if (streak > 0)
      status = "Streak " + std::to_string(streak) + (streak == 1 ? " day" : " days") +
               ": today's deal keeps it going";
  }
  b.choiceRow("Daily deal " + dateText(c.today), 1, 15, [&](int, Rect r) {
    b.button(ButtonId::DailyDeal, {}, c.game.daily() && c.game.daily()->date == c.today
                                          ? "Today's daily deal (playing)"
                                          : "Play today's daily deal",
             r);
  });
  b.paragraph(c.metrics.wrap(status, b.width(), 0.82f * b.font()), 0.82f, Ink::Soft);
  b.gap(0.3f);
}

void gameTab(SheetBuilder& b, const SheetContext& c) {
  opponentRows(b, c);
  levelsShownRow(b, c);
  struct Action {
    ButtonId id;
    const char* label;
  };
  const Action actions[] = {{ButtonId::PlayAgain, "Same deal again"}, {ButtonId::Share, "Share deal"},
                            {ButtonId::Statistics, "Statistics"},     {ButtonId::Export, "Save game"},
                            {ButtonId::Import, "Open game"}};
  b.choiceRow("This game", 5, 15, [&](int i, Rect r) {
    b.button(actions[i].id, "", actions[i].label, r);
  });
  dailyChoice(b, c);
}

void rulesTab(SheetBuilder& b, const SheetContext& c, TextMetrics& metrics) {
  const auto ps = presets();
  const Rules next = c.settings.nextRules();
  const bool differs = !(c.game.state().rules() == next);
  b.choiceRow(differs ? "Rules (for the next new game)" : "Rules", static_cast<int>(ps.size()) + 1,
          15, [&](int i, Rect r) {
            if (i == static_cast<int>(ps.size())) {
              // Every option on its own sheet; selected when no preset has these rules.
              b.button(ButtonId::CustomRules, "", "Custom…", r, true, c.settings.preset == "custom");
              return;
            }
            const Preset& p = ps[static_cast<std::size_t>(i)];
            b.button(ButtonId::Preset, p.name, session::presetDisplayName(p.name), r, true,
                     c.settings.preset == p.name);
          });
  std::vector<std::string> lines;
  for (const auto& rule : session::describeRules(next))
    for (const auto& l : metrics.wrap("\u2022 " + rule, b.width(), 0.85f * b.font())) lines.push_back(l);
  b.paragraph(lines, 0.85f, Ink::Body);
  b.gap(0.3f);
  b.text(b.row(1.5f), "Fair play", 0.85f, Ink::Label, TextAlign::Left, true);
  b.paragraph(metrics.wrap(session::fairPlayText(), b.width(), 0.8f * b.font()), 0.8f, Ink::Soft);
}

// An on/off pair of chips for a setting.
void onOff(SheetBuilder& b, const std::string& label, Toggle toggle, bool on,
           const char* onLabel = "On", const char* offLabel = "Off") {
  b.choiceRow(label, 2, 8, [&](int i, Rect r) {
    const bool chipOn = i == 0;
    b.button(ButtonId::Setting, ToggleChoice{toggle, chipOn}, chipOn ? onLabel : offLabel, r,
             true, on == chipOn);
  });
}

// The sound's volume: off or three steps; M mutes and unmutes, and the label says so.
void soundChoices(SheetBuilder& b, const UiSettings& s) {
  struct Step {
    int percent;
    const char* label;
  };
  const Step steps[] = {{0, "Off"}, {30, "Low"}, {60, "Medium"}, {100, "High"}};
  b.choiceRow(s.muted ? "Sound (muted: M turns it on)" : "Sound (M mutes)", 4, 6,
          [&](int i, Rect r) {
            const Step& step = steps[i];
            b.button(ButtonId::Volume, step.percent, step.label, r, true,
                     !s.muted && s.volume == step.percent);
          });
}

// How the table looks: the cards' back and the felt, a row of chips each, and a preview of
// both with a face beside the back (the face shows the four-colour deck and the indices).
void lookChoices(SheetBuilder& b, const SheetContext& c) {
  const char* backLabels[] = {"Lattice", "Diamonds", "Waves", "Rosette"};
  b.choiceRow("Card back", 4, 8, [&](int i, Rect r) {
    const CardBack back = kCardBacks[i];
    b.button(ButtonId::CardBack, back, backLabels[i], r, true, c.settings.back == back);
  });
  const char* feltLabels[] = {"Green", "Blue", "Burgundy", "Charcoal", "Wood"};
  // Five to a row where the room allows (the labels shrink to fit), so the sheet stays short.
  b.choiceRow("Table colour", 5, 6, [&](int i, Rect r) {
    const Felt felt = kFelts[i];
    b.button(ButtonId::Felt, felt, feltLabels[i], r, true, c.settings.felt == felt);
  });
  const Rect row = b.row(5.0f);
  const float f = b.font();
  const float cardH = std::round(row.h - 0.8f * f);
  const float cardW = std::round(cardH / c.layout.aspect);
  const Rect swatch{row.x, row.y, std::round(2 * cardW + 2.4f * f), row.h};
  b.view().shape(swatch, Ink::Felt);
  const float top = std::round(row.y + 0.4f * f);
  b.view().cards.push_back({{swatch.x + std::round(0.8f * f), top, cardW, cardH}, Card(Suit::Spades, kAce), false});
  b.view().cards.push_back({{swatch.x + std::round(1.6f * f) + cardW, top, cardW, cardH}, Card(Suit::Clubs, kKing)});
  const std::string said = std::string("The ") + backLabels[static_cast<int>(c.settings.back)] +
                           " back and a face on the " + feltLabels[static_cast<int>(c.settings.felt)] + " table";
  const Rect words{swatch.right() + f, row.y, row.right() - swatch.right() - f, row.h};
  b.view().texts.push_back({words, said, 0.82f * b.scale(), Ink::Soft, TextAlign::Left, false, true});
  b.gap(0.4f);
}

// A table of one's own: the player's name, the cards' look and the table's.
void tableTab(SheetBuilder& b, const SheetContext& c) {
  nameRows(b, c);
  onOff(b, "Four-colour deck (\u2663 green, \u2666 blue)", Toggle::FourColour, c.settings.fourColour);
  onOff(b, "Large corner indices", Toggle::LargeIndex, c.settings.largeIndex);
  lookChoices(b, c);
}

// How the game behaves: its pace, taking back, playing by itself, the expert, the sound.
void optionsTab(SheetBuilder& b, const SheetContext& c) {
  const char* speedLabels[] = {"Relaxed", "Normal", "Quick", "Fast", "No animation"};
  b.choiceRow("Pace (a click or tap on the table hurries a trick)", 5, 12, [&](int i, Rect r) {
    const Speed speed = kSpeeds[i];
    b.button(ButtonId::Speed, speed, speedLabels[i], r, true, c.settings.speed == speed);
  });
  b.choiceRow("Taking back a play", 2, 8, [&](int i, Rect r) {
    const bool on = i == 0;
    b.button(ButtonId::UndoOption, UndoChoice{on}, on ? "Allowed" : "Not allowed", r, true,
             c.settings.undo == on);
  });
  onOff(b, "Play a single legal card by itself", Toggle::AutoPlay, c.settings.autoPlay);
  onOff(b, "A card is played by a second click or tap", Toggle::ConfirmCard, c.settings.confirmCard);
  onOff(b, "After each hand, the expert in your chair with your cards", Toggle::ExpertInChair,
        c.settings.expertInChair);
  soundChoices(b, c.settings);
  languageRow(b, c);
}

}  // namespace

SheetView menuSheet(const SheetContext& c, MenuTab tab) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 34, scale);
    const Rect title = b.row(2.3f);
    b.text(title, "Hearts", 1.4f, Ink::Title, TextAlign::Left, true);
    if (tab == MenuTab::Options) languageRow(b, c, title);
    const MenuTab tabs[] = {MenuTab::Game, MenuTab::Rules, MenuTab::Table, MenuTab::Options};
    const char* labels[] = {"Game", "Rules", "Table", "Options"};
    const auto tabRects = b.chips(4, 4, 2.0f);
    for (int i = 0; i < 4; ++i)
      b.button(ButtonId::Tab, tabs[i], labels[i], tabRects[static_cast<std::size_t>(i)],
               true, tab == tabs[i]);
    b.gap(0.8f);
    switch (tab) {
      case MenuTab::Game: gameTab(b, c); break;
      case MenuTab::Rules: rulesTab(b, c, c.metrics); break;
      case MenuTab::Table: tableTab(b, c); break;
      case MenuTab::Options: optionsTab(b, c); break;
    }
    b.gap(0.6f);
    const auto row = b.buttonRow({"New game", "Resume"});
    b.button(ButtonId::NewGame, "", "New game", row[0]);
    b.button(ButtonId::MenuClose, "", "Resume", row[1]);
    b.text(b.row(1.4f), std::string("Hearts ") + kProgramVersion, 0.75f, Ink::Label,
           TextAlign::Center, false);
    height = b.height();
    return b.finish();
  });
}

namespace {

struct DialogButton {
  ButtonId id;
  const char* label;
  bool enabled = true;
};

// A small dialog: a title, a few words, and a row of buttons.
SheetView dialog(const SheetContext& c, const std::string& title, Ink titleInk,
                 const std::string& body, const std::vector<DialogButton>& buttons) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 28, scale);
    b.text(b.row(2.4f), title, 1.3f, titleInk, TextAlign::Center, true);
    b.paragraph(c.metrics.wrap(body, b.width(), 0.95f * b.font()), 0.95f, Ink::Body);
    b.gap(0.9f);
    std::vector<std::string> labels;
    for (const auto& d : buttons) labels.emplace_back(d.label);
    const auto row = b.buttonRow(labels);
    for (std::size_t i = 0; i < buttons.size(); ++i)
      b.button(buttons[i].id, "", buttons[i].label, row[i], buttons[i].enabled);
    height = b.height();
    return b.finish();
  });
}

}  // namespace

SheetView moonDialog(const SheetContext& c) {
  return dialog(c, "\u263d You shot the moon!", Ink::Moon,
                "You took every heart and the Q\u2660. Choose how it counts: 26 points to each of "
                "the others, or 26 off your own score.",
                {{ButtonId::MoonAdd, "+26 to the others"},
                 {ButtonId::MoonSubtract, "\u221226 to me", c.game.state().subtractAllowed(0)}});
}

SheetView confirmNewGameDialog(const SheetContext& c) {
  const GameState& s = c.game.state();
  return dialog(c, "Start a new game?", Ink::Title,
                "The game in progress (hand " + std::to_string(s.handNumber()) +
                    ") ends here and is not counted in the statistics. " + session::scoresText(s.scores()) + ".",
                {{ButtonId::NewGameConfirm, "New game"}, {ButtonId::Close, "Keep playing"}});
}

SheetView confirmLinkedDealDialog(const SheetContext& c, const std::string& deal) {
  const GameState& s = c.game.state();
  return dialog(c, "Play the linked deal?", Ink::Title,
                "The link deals a new game (" + deal + "). Playing it ends the game in progress (hand " +
                    std::to_string(s.handNumber()) + "), which is not counted in the statistics. " +
                    session::scoresText(s.scores()) + ".",
                {{ButtonId::LinkedDealConfirm, "Play the new deal"}, {ButtonId::Close, "Keep my game"}});
}

SheetView confirmDailyDialog(const SheetContext& c) {
  const GameState& s = c.game.state();
  return dialog(c, "Play today's daily deal?", Ink::Title,
                "The daily deal of " + dateText(c.today) +
                    " ends the game in progress (hand " + std::to_string(s.handNumber()) +
                    "), which is not counted in the statistics. " + session::scoresText(s.scores()) + ".",
                {{ButtonId::DailyConfirm, "Play the daily deal"}, {ButtonId::Close, "Keep my game"}});
}

SheetView elsewhereDialog(const SheetContext& c, bool taken) {
  if (taken)
    return dialog(c, "This game is now being played in another window", Ink::Title,
                  "This window has stopped and saves nothing. Play here to take the game back, "
                  "as the other window saved it last; that window then stops.",
                  {{ButtonId::PlayHere, "Play here"}});
  return dialog(c, "This game is open in another window", Ink::Title,
                "It is played there, so this window saves nothing. Play here to take it over, as "
                "the other window saved it last; that window then stops.",
                {{ButtonId::PlayHere, "Play here"}});
}

SheetView confirmResetDialog(const SheetContext& c) {
  return dialog(c, "Reset the statistics?", Ink::Title,
                "Every game counted so far, at every level and with every rule, is forgotten. "
                "This cannot be undone.",
                {{ButtonId::ResetConfirm, "Reset"}, {ButtonId::Close, "Keep them"}});
}

}  // namespace hearts::ui
