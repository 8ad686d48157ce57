#include "ui/buttons.h"

namespace hearts::ui {

const char* buttonIdName(ButtonId id) {
  switch (id) {
    case ButtonId::Pass: return "pass";
    case ButtonId::Continue: return "continue";
    case ButtonId::NewGame: return "new_game";
    case ButtonId::MoonAdd: return "moon_add";
    case ButtonId::MoonSubtract: return "moon_subtract";
    case ButtonId::Menu: return "menu";
    case ButtonId::MenuClose: return "menu_close";
    case ButtonId::Scores: return "scores";
    case ButtonId::ScoresClose: return "scores_close";
    case ButtonId::Preset: return "preset";
    case ButtonId::Level: return "level";
    case ButtonId::Speed: return "speed";
  }
  return "?";
}

std::string Button::hookName() const {
  std::string name = buttonIdName(id);
  if (!value.empty()) name += ":" + value;
  return name;
}

ButtonStyle Button::style() const {
  switch (id) {
    case ButtonId::Pass:
    case ButtonId::Continue:
    case ButtonId::NewGame:
    case ButtonId::MoonAdd:
    case ButtonId::MoonSubtract: return ButtonStyle::Primary;
    case ButtonId::Preset:
    case ButtonId::Level:
    case ButtonId::Speed: return ButtonStyle::Chip;
    case ButtonId::Menu:
    case ButtonId::Scores: return ButtonStyle::OnTable;
    default: return ButtonStyle::Plain;
  }
}

}  // namespace hearts::ui
