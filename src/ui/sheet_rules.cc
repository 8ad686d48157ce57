// The custom rules sheet: every rule option of the engine with its choices, and which preset
// the choice matches, if any (session/rule_options.h).
#include <algorithm>
#include <string>

#include "session/rule_options.h"
#include "session/wording.h"
#include "ui/text_fit.h"
#include "words/words.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

namespace {

using words::tr;

// What the sheet says of the rules chosen and of those the next new game uses.
void ruleHeadings(SheetBuilder& b, const Rules& rules, const Rules& next) {
  const Rect title = b.line(2.2f, tr("Rules for the next game"), 1.3f, Ink::Title, TextAlign::Left, true);
  const Preset* preset = findPreset(rules);
  const std::string matches =
      // TRANSLATORS: {name} is a preset's name (Classic, Omnibus…).
      preset ? tr("These are the preset {name}", {{"name", session::presetDisplayName(preset->name)}})
             : tr("Custom: no preset has these rules");
  b.line(1.5f, matches, 0.85f, Ink::Soft);
  const Preset* nextPreset = findPreset(next);
  const std::string kept =
      rules == next ? tr("The next new game uses these rules.")
      // TRANSLATORS: {name} is a preset's name (Classic, Omnibus…).
      : nextPreset  ? tr("Not kept yet: the next new game uses the preset {name}.",
                         {{"name", session::presetDisplayName(nextPreset->name)}})
                    : tr("Not kept yet: the next new game uses the custom rules kept before.");
  const Rect keptRow = b.line(1.5f, kept, 0.85f, rules == next ? Ink::Soft : Ink::Label);
  // What the sheet says of the rules stays in view under a notice.
  b.view().keepClear.push_back({title.x, title.y, title.w, keptRow.bottom() - title.y});
  b.gap(0.3f);
}

// An option's name and a chip for each of its choices: on the name's left in landscape where
// they fit beside it, else under it, in as many rows as their labels need.
void optionRow(SheetBuilder& b, const session::RuleOption& o, const std::string& current, bool beside) {
  const float f = b.font();
  const float labelW = beside ? std::round(b.width() * 0.34f) : 0.0f;
  const float gap = std::round(0.35f * f);
  std::vector<std::string> labels;
  float widest = 0;
  for (const session::RuleChoice& ch : o.choices) {
    labels.push_back(ch.label);
    widest = std::max(widest, b.chipWidthFor(ch.label));
  }
  const float n = static_cast<float>(labels.size());
  const float rowH = b.controlHeight(1.9f);
  const bool labelLeft = beside && n * widest + gap * (n - 1) <= b.width() - labelW &&
                         fitsUncut(b.metrics(), o.label, labelW - gap, rowH, b.px(0.8f), true);
  std::vector<Rect> rects;
  if (labelLeft) {
    const Rect row = b.controlRow(1.9f);
    b.text({row.x, row.y, labelW - gap, row.h}, o.label, 0.8f, Ink::Label, TextAlign::Left, true);
    const float chipW = (row.w - labelW - gap * (n - 1)) / n;
    for (std::size_t i = 0; i < labels.size(); ++i)
      rects.push_back({std::round(row.x + labelW + static_cast<float>(i) * (chipW + gap)), row.y, std::round(chipW),
                       row.h});
  } else {
    b.line(1.3f, o.label, 0.8f, Ink::Label, TextAlign::Left, true);
    rects = b.chipsFor(labels, 1.9f);
  }
  for (std::size_t i = 0; i < o.choices.size(); ++i) {
    const session::RuleChoice& ch = o.choices[i];
    b.button(ButtonId::RuleOption, o.key + "=" + ch.value, ch.label, rects[i], true, ch.value == current);
  }
  b.gap(0.3f);
}

}  // namespace

SheetView customRulesSheet(const SheetContext& c, const Rules& rules) {
  const Rules next = c.settings.nextRules();
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, c.metrics, 36, scale);
    ruleHeadings(b, rules, next);
    // Landscape: the option's name on the left of its choices; portrait: above them.
    for (const session::RuleOption& o : session::ruleOptions())
      if (session::ruleOptionApplies(rules, o.key))
        optionRow(b, o, session::ruleValue(rules, o.key), !c.layout.portrait);
    b.gap(0.5f);
    const std::vector<std::string> labels{tr("Back"), tr("Keep these rules"), tr("New game")};
    const auto row = b.buttonRow(labels);
    b.button(ButtonId::Tab, MenuTab::Rules, labels[0], row[0]);
    b.button(ButtonId::RulesKeep, "", labels[1], row[1]);
    b.button(ButtonId::RulesNewGame, "", labels[2], row[2]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
