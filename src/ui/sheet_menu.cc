#include <algorithm>

#include "core/rules.h"
#include "hearts_version.h"
#include "session/announce.h"
#include "session/daily.h"
#include "session/rules_text.h"
#include "session/wording.h"
#include "words/words.h"
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

using words::mark;
using words::tr;
using words::trc;
using words::trn;

// Today's daily deal: a button, and where the player stands with it (played today, the
// streak), in words.
void dailyChoice(SheetBuilder& b, const SheetContext& c) {
  std::string status = tr("The same four hands for everyone today, against expert opponents");
  if (c.statistics) {
    const session::DailyHistory& h = c.statistics->daily();
    const int streak = h.streak(c.today);
    if (const session::DailyResult* r = h.find(c.today))
      // TRANSLATORS: the menu's line on today's daily deal, played: the player's score, the
      // expert's score with the same cards (par), and how many days in a row were played.
      status = tr("Played today: {score}, par {par} \u00b7 streak {streak}",
                  {{"score", r->score}, {"par", r->par}, {"streak", streak}});
    else if (streak > 0)
      status = trn("Streak {n} day: today's deal keeps it going", "Streak {n} days: today's deal keeps it going",
                   streak);
  }
  const bool playing = c.game.daily() && c.game.daily()->date == c.today;
  const std::string label = playing ? tr("Today's daily deal (playing)") : tr("Play today's daily deal");
  // TRANSLATORS: a heading in the menu; {date} is written 2025-03-14.
  b.choiceRow(tr("Daily deal {date}", {{"date", dateText(c.today)}}), {label},
              [&](int, Rect r) { b.button(ButtonId::DailyDeal, {}, label, r); });
  b.paragraph(b.wrap(status, 0.82f), 0.82f, Ink::Soft);
  b.gap(0.3f);
}

// Labels of chips and buttons, translated.
template <std::size_t N>
std::vector<std::string> translated(const char* const (&english)[N]) {
  std::vector<std::string> out;
  for (const char* e : english) out.push_back(tr(e));
  return out;
}

void gameTab(SheetBuilder& b, const SheetContext& c) {
  opponentRows(b, c);
  levelsShownRow(b, c);
  const ButtonId ids[] = {ButtonId::PlayAgain, ButtonId::Share, ButtonId::Statistics, ButtonId::Export,
                          ButtonId::Import};
  static constexpr const char* kLabels[] = {mark("Same deal again"), mark("Share deal"), mark("Statistics"),
                                            mark("Save game"), mark("Open game")};
  const auto labels = translated(kLabels);
  b.choiceRow(tr("This game"), labels, [&](int i, Rect r) {
    b.button(ids[i], "", labels[static_cast<std::size_t>(i)], r);
  });
  dailyChoice(b, c);
}

void rulesTab(SheetBuilder& b, const SheetContext& c) {
  const auto ps = presets();
  const Rules next = c.settings.nextRules();
  const bool differs = !(c.game.state().rules() == next);
  std::vector<std::string> labels;
  for (const Preset& p : ps) labels.push_back(session::presetDisplayName(p.name));
  // Every option on its own sheet; selected when no preset has these rules.
  labels.push_back(tr("Custom\u2026"));
  b.choiceRow(differs ? tr("Rules (for the next new game)") : tr("Rules"), labels, [&](int i, Rect r) {
    if (i == static_cast<int>(ps.size())) {
      b.button(ButtonId::CustomRules, "", labels.back(), r, true, c.settings.preset == "custom");
      return;
    }
    const Preset& p = ps[static_cast<std::size_t>(i)];
    b.button(ButtonId::Preset, p.name, labels[static_cast<std::size_t>(i)], r, true, c.settings.preset == p.name);
  });
  std::vector<std::string> lines;
  for (const auto& rule : session::describeRules(next))
    for (const auto& l : b.wrap("\u2022 " + rule, 0.85f)) lines.push_back(l);
  b.paragraph(lines, 0.85f, Ink::Body);
  b.gap(0.3f);
  b.line(1.5f, tr("Fair play"), 0.85f, Ink::Label, TextAlign::Left, true);
  b.paragraph(b.wrap(session::fairPlayText(), 0.8f), 0.8f, Ink::Soft);
}

// An on/off pair of chips for a setting.
void onOff(SheetBuilder& b, const std::string& label, Toggle toggle, bool on) {
  const std::vector<std::string> labels{tr("On"), tr("Off")};
  b.choiceRow(label, labels, [&](int i, Rect r) {
    const bool chipOn = i == 0;
    b.button(ButtonId::Setting, ToggleChoice{toggle, chipOn}, labels[static_cast<std::size_t>(i)], r, true,
             on == chipOn);
  });
}

// The sound's volume: off or three steps; M mutes and unmutes, and the label says so.
void soundChoices(SheetBuilder& b, const UiSettings& s) {
  const int percents[] = {0, 30, 60, 100};
  const std::vector<std::string> labels{trc("volume", "Off"), trc("volume", "Low"), trc("volume", "Medium"),
                                        trc("volume", "High")};
  // TRANSLATORS: M is the key that mutes the sound, whatever the language.
  const std::string title = s.muted ? tr("Sound (muted: M turns it on)") : tr("Sound (M mutes)");
  b.choiceRow(title, labels, [&](int i, Rect r) {
    const int percent = percents[i];
    b.button(ButtonId::Volume, percent, labels[static_cast<std::size_t>(i)], r, true,
             !s.muted && s.volume == percent);
  });
}

// The names of the card backs and of the table's colours, in the order of kCardBacks and kFelts.
std::string backLabel(CardBack back) {
  switch (back) {
    case CardBack::Lattice: return trc("card back", "Lattice");
    case CardBack::Diamonds: return trc("card back", "Diamonds");
    case CardBack::Waves: return trc("card back", "Waves");
    case CardBack::Rosette: return trc("card back", "Rosette");
  }
  return {};
}

std::string feltLabel(Felt felt) {
  switch (felt) {
    case Felt::Green: return trc("table colour", "Green");
    case Felt::Blue: return trc("table colour", "Blue");
    case Felt::Burgundy: return trc("table colour", "Burgundy");
    case Felt::Charcoal: return trc("table colour", "Charcoal");
    case Felt::Wood: return trc("table colour", "Wood");
  }
  return {};
}

// How the table looks: the cards' back and the felt, a row of chips each, and a preview of
// both with a face beside the back (the face shows the four-colour deck and the indices).
void lookChoices(SheetBuilder& b, const SheetContext& c) {
  std::vector<std::string> backs, felts;
  for (CardBack back : kCardBacks) backs.push_back(backLabel(back));
  for (Felt felt : kFelts) felts.push_back(feltLabel(felt));
  b.choiceRow(tr("Card back"), backs, [&](int i, Rect r) {
    const CardBack back = kCardBacks[i];
    b.button(ButtonId::CardBack, back, backs[static_cast<std::size_t>(i)], r, true, c.settings.back == back);
  });
  b.choiceRow(tr("Table colour"), felts, [&](int i, Rect r) {
    const Felt felt = kFelts[i];
    b.button(ButtonId::Felt, felt, felts[static_cast<std::size_t>(i)], r, true, c.settings.felt == felt);
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
  // TRANSLATORS: beside the preview of the table's look, for the eye and the screen reader;
  // {back} and {felt} are the names on the chips above (Waves, Burgundy): they may be quoted
  // as names.
  const std::string said = tr("The {back} back and a face on the {felt} table",
                              {{"back", backLabel(c.settings.back)}, {"felt", feltLabel(c.settings.felt)}});
  // Beside the swatch where the words fit there (drawn wrapped), else under it.
  const Rect words{swatch.right() + f, row.y, row.right() - swatch.right() - f, row.h};
  const float lineH = std::round(b.px(0.82f) * 1.3f);
  if (static_cast<float>(b.metrics().wrap(said, words.w, b.px(0.82f)).size()) * lineH <= words.h)
    b.view().texts.push_back({words, said, 0.82f * b.scale(), Ink::Soft, TextAlign::Left, false, true});
  else
    b.paragraph(b.wrap(said, 0.82f), 0.82f, Ink::Soft);
  b.gap(0.4f);
}

// A table of one's own: the player's name, the cards' look and the table's.
void tableTab(SheetBuilder& b, const SheetContext& c) {
  nameRows(b, c);
  // TRANSLATORS: the suit signs stay; green and blue are the colours they are drawn in.
  onOff(b, tr("Four-colour deck (\u2663 green, \u2666 blue)"), Toggle::FourColour, c.settings.fourColour);
  onOff(b, tr("Large corner indices"), Toggle::LargeIndex, c.settings.largeIndex);
  lookChoices(b, c);
}

// How the game behaves: its pace, taking back, playing by itself, the expert, the sound.
void optionsTab(SheetBuilder& b, const SheetContext& c) {
  const std::vector<std::string> speeds{trc("pace", "Relaxed"), trc("pace", "Normal"), trc("pace", "Quick"),
                                        trc("pace", "Fast"), trc("pace", "No animation")};
  b.choiceRow(tr("Pace (a click or tap on the table hurries a trick)"), speeds, [&](int i, Rect r) {
    const Speed speed = kSpeeds[i];
    b.button(ButtonId::Speed, speed, speeds[static_cast<std::size_t>(i)], r, true, c.settings.speed == speed);
  });
  const std::vector<std::string> undo{tr("Allowed"), tr("Not allowed")};
  b.choiceRow(tr("Taking back a play"), undo, [&](int i, Rect r) {
    const bool on = i == 0;
    b.button(ButtonId::UndoOption, UndoChoice{on}, undo[static_cast<std::size_t>(i)], r, true,
             c.settings.undo == on);
  });
  onOff(b, tr("Play a single legal card by itself"), Toggle::AutoPlay, c.settings.autoPlay);
  onOff(b, tr("A card is played by a second click or tap"), Toggle::ConfirmCard, c.settings.confirmCard);
  onOff(b, tr("After each hand, the expert in your chair with your cards"), Toggle::ExpertInChair,
        c.settings.expertInChair);
  soundChoices(b, c.settings);
  languageRow(b, c);
}

// The menu's tabs, a chip each.
void menuTabs(SheetBuilder& b, MenuTab tab) {
  const MenuTab tabs[] = {MenuTab::Game, MenuTab::Rules, MenuTab::Table, MenuTab::Options};
  // TRANSLATORS: the menu's four tabs, side by side on a phone: keep them short.
  const std::vector<std::string> labels{trc("menu tab", "Game"), trc("menu tab", "Rules"),
                                        trc("menu tab", "Table"), trc("menu tab", "Options")};
  const auto rects = b.chipsFor(labels, 2.0f);
  for (std::size_t i = 0; i < 4; ++i) b.button(ButtonId::Tab, tabs[i], labels[i], rects[i], true, tab == tabs[i]);
}

}  // namespace

SheetView menuSheet(const SheetContext& c, MenuTab tab) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 34, scale);
    const Rect title = b.line(2.3f, tr("Hearts"), 1.4f, Ink::Title, TextAlign::Left, true);
    if (tab == MenuTab::Options) languageRow(b, c, title);
    menuTabs(b, tab);
    b.gap(0.8f);
    switch (tab) {
      case MenuTab::Game: gameTab(b, c); break;
      case MenuTab::Rules: rulesTab(b, c); break;
      case MenuTab::Table: tableTab(b, c); break;
      case MenuTab::Options: optionsTab(b, c); break;
    }
    b.gap(0.6f);
    const std::vector<std::string> labels{tr("New game"), tr("Resume")};
    const auto row = b.buttonRow(labels);
    b.button(ButtonId::NewGame, "", labels[0], row[0]);
    b.button(ButtonId::MenuClose, "", labels[1], row[1]);
    // TRANSLATORS: at the foot of the menu; {version} is the program's version, 1.4.0.
    b.line(1.4f, tr("Hearts {version}", {{"version", kProgramVersion}}), 0.75f, Ink::Label, TextAlign::Center);
    height = b.height();
    return b.finish();
  });
}

namespace {

struct DialogButton {
  ButtonId id;
  std::string label;
  bool enabled = true;
};

// A small dialog: a title, a few words, and a row of buttons.
SheetView dialog(const SheetContext& c, const std::string& title, Ink titleInk,
                 const std::string& body, const std::vector<DialogButton>& buttons) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 28, scale);
    b.line(2.4f, title, 1.3f, titleInk, TextAlign::Center, true);
    b.paragraph(b.wrap(body, 0.95f), 0.95f, Ink::Body);
    b.gap(0.9f);
    std::vector<std::string> labels;
    for (const auto& d : buttons) labels.push_back(d.label);
    const auto row = b.buttonRow(labels);
    for (std::size_t i = 0; i < buttons.size(); ++i)
      b.button(buttons[i].id, "", buttons[i].label, row[i], buttons[i].enabled);
    height = b.height();
    return b.finish();
  });
}

}  // namespace

SheetView moonDialog(const SheetContext& c) {
  return dialog(c, tr("\u263d You shot the moon!"), Ink::Moon,
                tr("You took every heart and the Q\u2660. Choose how it counts: 26 points to each of "
                   "the others, or 26 off your own score."),
                {{ButtonId::MoonAdd, tr("+26 to the others")},
                 {ButtonId::MoonSubtract, tr("\u221226 to me"), c.game.state().subtractAllowed(0)}});
}

SheetView confirmNewGameDialog(const SheetContext& c) {
  const GameState& s = c.game.state();
  return dialog(c, tr("Start a new game?"), Ink::Title,
                // TRANSLATORS: {hand} is the hand's number; {scores} the sentence of the scores ("Scores:
                // You 12, Ava 30, Ben 5, Cleo 40").
                tr("The game in progress (hand {hand}) ends here and is not counted in the statistics. {scores}.",
                   {{"hand", s.handNumber()}, {"scores", session::scoresText(s.scores())}}),
                {{ButtonId::NewGameConfirm, tr("New game")}, {ButtonId::Close, tr("Keep playing")}});
}

SheetView confirmLinkedDealDialog(const SheetContext& c, const std::string& deal) {
  const GameState& s = c.game.state();
  return dialog(c, tr("Play the linked deal?"), Ink::Title,
                // TRANSLATORS: {deal} names the deal the link asks for ("seed 5, classic"); {hand} is the
                // hand's number of the game in progress; {scores} the sentence of its scores.
                tr("The link deals a new game ({deal}). Playing it ends the game in progress (hand {hand}), which "
                   "is not counted in the statistics. {scores}.",
                   {{"deal", deal}, {"hand", s.handNumber()}, {"scores", session::scoresText(s.scores())}}),
                {{ButtonId::LinkedDealConfirm, tr("Play the new deal")}, {ButtonId::Close, tr("Keep my game")}});
}

SheetView confirmDailyDialog(const SheetContext& c) {
  const GameState& s = c.game.state();
  return dialog(c, tr("Play today's daily deal?"), Ink::Title,
                // TRANSLATORS: {date} is written 2025-03-14; {hand} is the hand's number of the game in
                // progress; {scores} the sentence of its scores.
                tr("The daily deal of {date} ends the game in progress (hand {hand}), which is not counted in "
                   "the statistics. {scores}.",
                   {{"date", dateText(c.today)}, {"hand", s.handNumber()}, {"scores", session::scoresText(s.scores())}}),
                {{ButtonId::DailyConfirm, tr("Play the daily deal")}, {ButtonId::Close, tr("Keep my game")}});
}

SheetView elsewhereDialog(const SheetContext& c, bool taken) {
  if (taken)
    return dialog(c, tr("This game is now being played in another window"), Ink::Title,
                  tr("This window has stopped and saves nothing. Play here to take the game back, "
                     "as the other window saved it last; that window then stops."),
                  {{ButtonId::PlayHere, tr("Play here")}});
  return dialog(c, tr("This game is open in another window"), Ink::Title,
                tr("It is played there, so this window saves nothing. Play here to take it over, as "
                   "the other window saved it last; that window then stops."),
                {{ButtonId::PlayHere, tr("Play here")}});
}

SheetView confirmResetDialog(const SheetContext& c) {
  return dialog(c, tr("Reset the statistics?"), Ink::Title,
                tr("Every game counted so far, at every level and with every rule, is forgotten. "
                   "This cannot be undone."),
                {{ButtonId::ResetConfirm, tr("Reset")}, {ButtonId::Close, tr("Keep them")}});
}

}  // namespace hearts::ui
