#include "ui/settings.h"

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

}  // namespace hearts::ui
