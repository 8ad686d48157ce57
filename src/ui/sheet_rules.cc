// The custom rules sheet: every rule option of the engine with its choices, and which preset
// the choice matches, if any (session/rule_options.h).
#include <algorithm>
#include <string>

#include "session/rule_options.h"
#include "ui/sheet_builder.h"
#include "ui/sheets.h"

namespace hearts::ui {

namespace {

// Characters of a UTF-8 text (bytes that start one).
int characters(const std::string& s) {
  return static_cast<int>(std::count_if(s.begin(), s.end(), [](char ch) { return (ch & 0xC0) != 0x80; }));
}

}  // namespace

SheetView customRulesSheet(const SheetContext& c, const Rules& rules) {
  const Rules next = c.settings.nextRules();
  return buildToFit(c.layout, [&](float scale, float& height) {
    SheetBuilder b(c.layout, 36, scale);
    const float f = b.font();
    const Rect title = b.row(2.2f);
    b.text(title, "Rules for the next game", 1.3f, Ink::Title, TextAlign::Left, true);
    const std::string name = session::rulesName(rules);
    const Rect matches = b.row(1.5f);
    b.text(matches,
           name == "Custom" ? "Custom: no preset has these rules" : "These are the preset " + name,
           0.85f, Ink::Soft);
    const std::string nextName = session::rulesName(next);
    const Rect kept = b.row(1.5f);
    // What the sheet says of the rules stays in view under a notice.
    b.view().keepClear.push_back({title.x, title.y, title.w, kept.bottom() - title.y});
    b.text(kept,
           rules == next ? "The next new game uses these rules."
                         : nextName == "Custom" ? "Not kept yet: the next new game uses the custom rules kept before."
                                                : "Not kept yet: the next new game uses the preset " + nextName + ".",
           0.85f, rules == next ? Ink::Soft : Ink::Label);
    b.gap(0.3f);
    // Landscape: the option's name on the left of its choices; portrait: above them.
    const bool beside = !c.layout.portrait;
    const float labelW = beside ? std::round(b.width() * 0.34f) : 0.0f;
    const float gap = std::round(0.35f * f);
    for (const session::RuleOption& o : session::ruleOptions()) {
      if (!session::ruleOptionApplies(rules, o.key)) continue;
      const std::string current = session::ruleValue(rules, o.key);
      const float n = static_cast<float>(o.choices.size());
      // Choices whose names would not fit beside the option's name go under it instead.
      int longest = 0;
      for (const session::RuleChoice& ch : o.choices) longest = std::max(longest, characters(ch.label));
      const bool labelLeft = beside && n * b.chipWidthFor(longest) + gap * (n - 1) <= b.width() - labelW;
      const float left = labelLeft ? labelW : 0.0f;
      if (!labelLeft) b.text(b.row(1.3f), o.label, 0.8f, Ink::Label, TextAlign::Left, true);
      const Rect row = b.controlRow(1.9f);
      if (labelLeft) b.text({row.x, row.y, labelW - gap, row.h}, o.label, 0.8f, Ink::Label, TextAlign::Left, true);
      const float chipW = (row.w - left - gap * (n - 1)) / n;
      for (std::size_t i = 0; i < o.choices.size(); ++i) {
        const session::RuleChoice& ch = o.choices[i];
        const Rect r{std::round(row.x + left + static_cast<float>(i) * (chipW + gap)), row.y,
                     std::round(chipW), row.h};
        b.button(ButtonId::RuleOption, o.key + "=" + ch.value, ch.label, r, true, ch.value == current);
      }
      b.gap(0.3f);
    }
    b.gap(0.5f);
    const auto row = b.buttonRow({"Back", "Keep these rules", "New game"});
    b.button(ButtonId::Tab, MenuTab::Rules, "Back", row[0]);
    b.button(ButtonId::RulesKeep, "", "Keep these rules", row[1]);
    b.button(ButtonId::RulesNewGame, "", "New game", row[2]);
    height = b.height();
    return b.finish();
  });
}

}  // namespace hearts::ui
