// The player's name typed in the Options: characters come as text input (natively SDL's),
// Backspace takes the last back, Enter keeps the name where it may be kept (player_name.h)
// and Escape drops it. The page asks in a prompt instead (answerName).
#include "ui/screen_model.h"

#include "session/player_name.h"

namespace hearts::ui {

namespace {
// Room for a name of kMaxNameLength characters of up to four bytes, and a few more typed
// before Enter says it is too long.
constexpr std::size_t kMaxDraftBytes = 96;
}  // namespace

UiRequest ScreenModel::typeName(const Input& in, double) {
  if (!nameEdit_) return {};
  dirty_ = true;
  NameEdit& edit = *nameEdit_;
  if (in.type == Input::Type::Text) {
    if (edit.draft.size() + in.text.size() <= kMaxDraftBytes) edit.draft += in.text;
    edit.error.clear();
    return {};
  }
  if (in.type != Input::Type::KeyDown) return {};
  switch (in.key) {
    case Key::Backspace:
      edit.draft = session::dropLastCodePoint(edit.draft);
      edit.error.clear();
      return {};
    case Key::Enter: return keepName();
    case Key::Escape: nameEdit_.reset(); return {};
    default: return {};  // letters come as text; no shortcut works while a name is typed
  }
}

UiRequest ScreenModel::keepName() {
  if (!nameEdit_) return {};
  dirty_ = true;
  const session::NameCheck checked = session::checkPlayerName(nameEdit_->draft);
  if (!checked.ok()) {
    nameEdit_->error = checked.error;
    return {};
  }
  nameEdit_.reset();
  return setting::PlayerName{checked.name};
}

UiRequest ScreenModel::answerName(const std::optional<std::string>& typed, double now) {
  dirty_ = true;
  nameEdit_.reset();
  if (!typed) return {};
  const session::NameCheck checked = session::checkPlayerName(*typed);
  if (!checked.ok()) {
    notify(checked.error, now);
    return {};
  }
  return setting::PlayerName{checked.name};
}

}  // namespace hearts::ui
