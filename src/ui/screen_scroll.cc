// A sheet's rows that scroll (SheetScroll): the wheel, a finger's drag, the keys that page
// through them, and the button the arrows walked to brought into sight. Where the player
// scrolled them SheetState keeps.
#include <algorithm>

#include "ui/screen_model.h"
#include "ui/sheet_scroll.h"

namespace hearts::ui {

namespace {

// How far a finger moves on the rows, in CSS pixels, before it drags them rather than taps.
constexpr float kDragFrom = 10;

}  // namespace

void ScreenModel::scrollRows(const SheetView& shown, float offset) {
  if (!shown.scroll || !given_.game) return;
  sheets_.scrollTo(*given_.game, shown, offset);
  dirty_ = true;
}

void ScreenModel::wheel(const Input& in) {
  if (!given_.game) return;
  const std::optional<SheetView> s = sheet();
  if (!s || !s->scroll) return;
  // A notch moves three rows, and never more than the window shows.
  const SheetScroll& sc = *s->scroll;
  const float step = std::min(3 * sc.line, std::max(sc.line, sc.view.h - sc.line));
  scrollRows(*s, sc.offset + in.wheel * step);
  // The rows moved under the pointer: what it is over now.
  const std::vector<Button> all = buttons(sheet());
  const Button* b = buttonAt(all, in.at);
  if (attention_.pointAt(b ? std::optional<Button>(*b) : std::nullopt, -1)) dirty_ = true;
}

bool ScreenModel::pageRows(Key k) {
  if (k != Key::PageUp && k != Key::PageDown && k != Key::Home && k != Key::End) return false;
  const std::optional<SheetView> s = sheet();
  if (!s || !s->scroll) return true;
  const SheetScroll& sc = *s->scroll;
  // A page is the window's height, less a row that stays in sight to read on from.
  const float page = std::max(sc.line, sc.view.h - sc.line);
  float to = sc.offset;
  if (k == Key::PageUp) to -= page;
  if (k == Key::PageDown) to += page;
  if (k == Key::Home) to = 0;
  if (k == Key::End) to = sc.range();
  scrollRows(*s, to);
  return true;
}

void ScreenModel::showFocused() {
  const std::optional<SheetView> s = sheet();
  if (!s || !s->scroll) return;
  const std::optional<Button> b = attention_.focusedIn(s->buttons);
  if (b && b->clip) scrollRows(*s, offsetShowing(*s->scroll, b->rect));
}

bool ScreenModel::holdRows(Point p, const std::optional<SheetView>& s) {
  if (!s || !s->scroll || !s->panel.contains(p)) return false;
  // A button that stays put (Close, Next hand) is pressed as the finger touches it, as
  // anywhere else.
  for (const Button& b : s->buttons)
    if (!b.clip && b.enabled && b.rect.contains(p)) return false;
  sheets_.scroll().hold(p, s->scroll->offset);
  return true;
}

bool ScreenModel::dragRows(Point p) {
  if (!sheets_.scroll().held()) return false;
  if (const auto to = sheets_.scroll().dragTo(p, kDragFrom * layout_.dpr))
    if (const std::optional<SheetView> s = sheet()) scrollRows(*s, *to);
  return true;
}

void ScreenModel::keepScrollInRange() {
  if (!given_.game || !sheets_.scrolled(*given_.game)) return;
  if (const std::optional<SheetView> s = sheet()) sheets_.scrollTo(*given_.game, *s, s->scroll ? s->scroll->offset : 0);
}

}  // namespace hearts::ui
