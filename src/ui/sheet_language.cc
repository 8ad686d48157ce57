#include "ui/sheet_language.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "words/words.h"

namespace hearts::ui {

namespace {

using words::tr;
using words::trc;

// The row in the title's: a desktop's landscape window (a touch screen's buttons are taller
// than the title's row).
bool languageInTitle(const SheetBuilder& b, const SheetContext& c) {
  return !c.layout.portrait && b.touchMin() <= 0;
}

}  // namespace

void languageRow(SheetBuilder& b, const SheetContext& c, std::optional<Rect> title) {
  if (title.has_value() != languageInTitle(b, c)) return;
  const std::string name = std::string(words::nativeName(words::language()));
  // TRANSLATORS: in the menu's Options; {language} is the language's own name ("Deutsch").
  const std::string shown = c.settings.language ? tr("Language: {language}", {{"language", name}})
                                                : tr("Language: {language} (automatic)", {{"language", name}});
  // TRANSLATORS: opens the list of languages.
  const std::string change = trc("language", "Change\u2026");
  if (!title) {
    const auto rects = b.chips(2, 2);
    b.text(rects[0], shown, 0.95f, Ink::Body, TextAlign::Left, true);
    b.button(ButtonId::Language, {}, change, rects[1]);
    b.gap(0.4f);
    return;
  }
  // On the right of the title, which leaves most of its row empty: the Options keep to a
  // desktop's window.
  const Rect& r = *title;
  const float f = b.font();
  const float w = std::round(b.chipWidthFor(change));
  const float h = b.controlHeight(2.0f);
  const Rect button{r.right() - w, std::round(r.y + (r.h - h) / 2), w, h};
  // Beyond the title ("Hearts", in the language's own name for the game).
  const float left = r.x + std::round(b.metrics().measure(tr("Hearts"), b.px(1.4f), true).x + f);
  b.text({left, r.y, button.x - std::round(0.6f * f) - left, r.h}, shown, 0.9f, Ink::Body, TextAlign::Right, false);
  b.button(ButtonId::Language, {}, change, button);
}

SheetView languageSheet(const SheetContext& c) {
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 30, scale);
    b.line(2.3f, tr("Language"), 1.3f, Ink::Title, TextAlign::Left, true);
    // TRANSLATORS: a choice in the list of languages: the language the browser or the system asks for.
    std::vector<std::string> labels{trc("language", "Automatic")};
    for (const words::Language l : words::kPlayerLanguages) labels.emplace_back(words::nativeName(l));
    b.choiceRow(tr("Choose the language of the game"), labels, [&](int i, Rect r) {
      const std::string& label = labels[static_cast<std::size_t>(i)];
      if (i == 0) {
        b.button(ButtonId::LanguageChoice, setting::Language{}, label, r, true, !c.settings.language);
        return;
      }
      const words::Language l = words::kPlayerLanguages[static_cast<std::size_t>(i - 1)];
      b.button(ButtonId::LanguageChoice, setting::Language{l}, label, r, true, c.settings.language == l);
    });
    b.paragraph(b.wrap(tr("Automatic: the language your browser or system asks for, where the game speaks it; "
                          "else English."),
                       0.82f),
                0.82f, Ink::Soft);
    b.gap(0.6f);
    const std::string back = tr("Back");
    const auto row = b.buttonRow({back});
    b.button(ButtonId::Tab, MenuTab::Options, back, row[0]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
