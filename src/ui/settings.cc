#include "ui/settings.h"

#include <algorithm>
#include <variant>

#include "core/overloaded.h"

namespace hearts::ui {

const char* speedName(Speed s) {
  switch (s) {
    case Speed::Relaxed: return "relaxed";
    case Speed::Normal: return "normal";
    case Speed::Quick: return "quick";
    case Speed::Fast: return "fast";
    case Speed::None: return "none";
  }
  return "normal";
}

std::optional<Speed> parseSpeed(std::string_view name) {
  for (Speed s : kSpeeds)
    if (name == speedName(s)) return s;
  return std::nullopt;
}

session::Pacing pacingFor(Speed s) {
  switch (s) {
    case Speed::Relaxed: return session::Pacing::relaxed();
    case Speed::Normal: return session::Pacing::normal();
    case Speed::Quick: return session::Pacing::quick();
    case Speed::Fast: return session::Pacing::fast();
    case Speed::None: return session::Pacing::still();
  }
  return session::Pacing::normal();
}

const char* toggleName(Toggle t) {
  switch (t) {
    case Toggle::AutoPlay: return "auto_play";
    case Toggle::ConfirmCard: return "confirm_card";
    case Toggle::FourColour: return "four_colour";
    case Toggle::LargeIndex: return "large_index";
    case Toggle::ExpertInChair: return "expert_in_chair";
    case Toggle::ShowLevels: return "show_levels";
  }
  return "?";
}

const char* cardBackName(CardBack b) {
  switch (b) {
    case CardBack::Lattice: return "lattice";
    case CardBack::Diamonds: return "diamonds";
    case CardBack::Waves: return "waves";
    case CardBack::Rosette: return "rosette";
  }
  return "lattice";
}

std::optional<CardBack> parseCardBack(std::string_view name) {
  for (CardBack b : kCardBacks)
    if (name == cardBackName(b)) return b;
  return std::nullopt;
}

const char* feltName(Felt f) {
  switch (f) {
    case Felt::Green: return "green";
    case Felt::Blue: return "blue";
    case Felt::Burgundy: return "burgundy";
    case Felt::Charcoal: return "charcoal";
    case Felt::Wood: return "wood";
  }
  return "green";
}

std::optional<Felt> parseFelt(std::string_view name) {
  for (Felt f : kFelts)
    if (name == feltName(f)) return f;
  return std::nullopt;
}

Rules UiSettings::nextRules() const {
  if (const auto r = presetRules(preset)) return *r;
  return custom;
}

void UiSettings::choosePreset(const std::string& name) {
  if (const auto r = presetRules(name)) {
    preset = name;
    custom = *r;
  }
}

void UiSettings::chooseRules(const Rules& rules) {
  const Preset* p = findPreset(rules);
  preset = p ? p->name : "custom";
  custom = rules;
}

void UiSettings::change(const SettingChange& c) {
  std::visit(Overloaded{
                 [&](const setting::Preset& p) { choosePreset(p.name); },
                 [&](const setting::CustomRules& r) { chooseRules(r.rules); },
                 [&](const setting::Level& l) {
                   levels = l.level;
                   levelTable = false;
                 },
                 [&](const setting::SeatLevel& l) {
                   levels.set(l.seat, l.level);
                   levelTable = true;
                 },
                 [&](const setting::LevelTable&) { levelTable = true; },
                 [&](const setting::PlayerName& n) {
                   if (const session::NameCheck checked = session::checkPlayerName(n.name); checked.ok())
                     playerName = checked.name;
                 },
                 [&](const setting::Pace& p) { speed = p.speed; },
                 [&](const setting::Undo& u) { undo = u.allowed; },
                 [&](const setting::Volume& v) {
                   volume = std::clamp(v.percent, 0, 100);
                   muted = false;
                 },
                 [&](const setting::Mute&) {
                   // Unmuting a game whose volume is off brings the sound back at the usual level.
                   if (soundOff()) {
                     muted = false;
                     if (volume == 0) volume = UiSettings{}.volume;
                   } else {
                     muted = true;
                   }
                 },
                 [&](const ToggleChoice& t) { on(t.toggle) = t.on; },
                 [&](const setting::Back& b) { back = b.back; },
                 [&](const setting::Table& t) { felt = t.felt; },
                 [&](const setting::Language& l) { language = l.language; },
             },
             c);
}

bool& UiSettings::on(Toggle t) {
  switch (t) {
    case Toggle::AutoPlay: return autoPlay;
    case Toggle::ConfirmCard: return confirmCard;
    case Toggle::FourColour: return fourColour;
    case Toggle::LargeIndex: return largeIndex;
    case Toggle::ExpertInChair: return expertInChair;
    case Toggle::ShowLevels: return showLevels;
  }
  return autoPlay;
}

session::Choices UiSettings::choices() const {
  return session::Choices{levels, pacingFor(speed), undo, autoPlay, expertInChair};
}

}  // namespace hearts::ui
