#include "pseudo_check.h"

#include <algorithm>
#include <regex>

#include "core/level.h"
#include "core/rules.h"
#include "session/player_name.h"
#include "session/rule_options.h"
#include "session/rules_text.h"
#include "session/wording.h"
#include "ui/text_fit.h"

namespace hearts::ui::uitest {

namespace {

// The allow-list: sentences that src/session makes and that do not pass through the
// catalogs yet (issue 56, part "session"), as the screen shows them, alone or as an argument
// of a sentence of its own. Their English words are not counted. Where the session speaks
// through words.h they come out in the pseudo-language too, and the list goes.
struct NotYetTranslated {
  std::vector<std::string> phrases;  // exact, the longest first
  std::vector<std::regex> patterns;  // sentences with numbers, names and cards in them
};

const NotYetTranslated& notYetTranslated() {
  static const NotYetTranslated list = [] {
    NotYetTranslated l;
    // session/wording.cc: the seats' names; presets' and levels' names (prettyName).
    for (int seat = 0; seat < 4; ++seat) l.phrases.emplace_back(session::playerName(seat));
    for (const Preset& p : presets()) l.phrases.push_back(session::prettyName(p.name));
    for (BotLevel level : botLevels()) l.phrases.push_back(session::prettyName(std::string(levelName(level))));
    // session/rule_options.cc: the rule options and their choices; "Custom" (rulesName).
    for (const session::RuleOption& o : session::ruleOptions()) {
      l.phrases.push_back(o.label);
      for (const session::RuleChoice& c : o.choices) l.phrases.push_back(c.label);
    }
    l.phrases.emplace_back("Custom");
    // session/rules_text.cc: the rules in words, and how fair play is kept.
    for (const Preset& p : presets())
      for (const std::string& rule : session::describeRules(p.rules)) l.phrases.push_back(rule);
    l.phrases.push_back(session::fairPlayText());
    // session/player_name.cc: the statistics' title for the player of no name of their own.
    l.phrases.push_back(session::statisticsTitle(session::kDefaultPlayerName));
    std::sort(l.phrases.begin(), l.phrases.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
    for (const char* p : {
             // session/wording.cc: who takes a trick, the order of play, the passes, the
             // plates' marks on the score sheet, the winners, the score sheet's note.
             R"(\b(You take|(The expert|\w+) takes) the trick( \(\+\d+\))?)",
             R"(\b(\w+) led \S+(, (then )?(the expert|\w+) \S+){3})",
             R"(\b(You|The expert) passed( \S+)+ to \w+; \w+ passed (you|the expert)( \S+)+)",
             R"((^| )(led|2nd|3rd|4th)(?= |$))",
             "Q\u2660 \\w+ \u00b7 \u2665 (\\w+ \\d+(, )?){4}( \u00b7 J\u2666 \\w+)?",
             R"(\bPass \d (left|right|across) to \w+)",
             "\\b(Final scores|Game to \\d+( or \\d+ hands)?) \u00b7 lowest wins|\\bNo hand finished yet",
             R"(\b((\w+, )*\w+ and \w+ share the win|\w+ wins|You win!))",
             R"(\bOnly the last trick is shown: \w+'s earlier tricks stay face down)",
             // session/announce.cc: the scores, in a dialog's sentence; the tracker's words
             // for the ear.
             R"(\bScores: (\w+ -?\d+(, )?){4})",
             R"(\b(Clubs|Diamonds|Spades|Hearts): played [^;]*; yours [^;]*; still out [^;]*?(?= (Clubs|Diamonds|Spades|Hearts):| *$))",
             // session/advice_text.cc: the analysis of a hand.
             R"(\bYour decisions, as the expert sees them)",
             R"(\b(Analysing|The expert is analysing this hand)\S* \d+ of \d+)",
         })
      l.patterns.emplace_back(p);
    return l;
  }();
  return list;
}

bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// `phrase` blanked out of `text` where it stands as words of its own.
void blank(std::string& text, const std::string& phrase) {
  if (phrase.empty()) return;
  for (std::size_t at = text.find(phrase); at != std::string::npos; at = text.find(phrase, at + 1)) {
    const std::size_t end = at + phrase.size();
    if ((at > 0 && letter(text[at - 1])) || (end < text.size() && letter(text[end]))) continue;
    text.replace(at, phrase.size(), phrase.size(), ' ');
  }
}

// `text` with what the allow-list names blanked out, letter for letter: the long phrases (the
// rules' sentences), the sentences with names and numbers in them, then the short phrases
// (names), so that none is broken before it is found.
std::string blankNotYetTranslated(std::string text) {
  constexpr std::size_t kLong = 24;
  const NotYetTranslated& list = notYetTranslated();
  for (const std::string& phrase : list.phrases)
    if (phrase.size() > kLong) blank(text, phrase);
  for (const std::regex& pattern : list.patterns) {
    std::string out = text;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), pattern); it != std::sregex_iterator(); ++it)
      out.replace(static_cast<std::size_t>(it->position()), static_cast<std::size_t>(it->length()),
                  static_cast<std::size_t>(it->length()), ' ');
    text = std::move(out);
  }
  for (const std::string& phrase : list.phrases)
    if (phrase.size() <= kLong) blank(text, phrase);
  return text;
}

// The ASCII words (two letters or more) of `text`, each with where it starts.
std::vector<std::pair<std::size_t, std::string>> asciiWords(const std::string& text) {
  std::vector<std::pair<std::size_t, std::string>> out;
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (letter(c)) {
      word += c;
      continue;
    }
    if (word.size() >= 2) out.emplace_back(i - word.size(), word);
    word.clear();
  }
  return out;
}

// Two rectangles share more than a sliver (antialiasing's pixel at an edge).
bool overlap(const Rect& a, const Rect& b) {
  const Rect i = intersect(a, b);
  return i.w > 1.5f && i.h > 1.5f;
}

bool within(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.right() <= outer.right() + 1 &&
         inner.bottom() <= outer.bottom() + 1;
}

// What shows of a text: its ink inside its clip.
Rect shown(const Text::Drawn& t) { return t.clip ? intersect(t.ink, *t.clip) : t.ink; }

std::string where(const Rect& r) {
  return "(" + std::to_string(static_cast<int>(r.x)) + "," + std::to_string(static_cast<int>(r.y)) + " " +
         std::to_string(static_cast<int>(r.w)) + "x" + std::to_string(static_cast<int>(r.h)) + ")";
}

std::string named(const Picture& p, const Text::Drawn& t) { return p.name + ": \"" + t.text + "\" " + where(t.ink); }

// The words no catalog gave, each with the text it is in. The texts are read as one, in the
// order drawn, so that a sentence of the allow-list wrapped over several lines is found whole.
void textPlace(const Picture& p, const Text::Drawn& t, std::vector<std::string>& out) {
  const std::string at = named(p, t);
  if (t.cut) out.push_back(at + " is cut short");
  if (t.drawnSize < t.size * kLeastShrink - 0.01f) out.push_back(at + " is drawn too small");
  const Rect s = shown(t);
  if (s.empty()) return;
  if (!within(s, p.window)) out.push_back(at + " is out of the window");
  if (p.panel && !within(s, *p.panel)) out.push_back(at + " is out of its sheet's panel");
  for (const Button& b : p.buttons) {
    // A row of a sheet's table, or a pile of tricks, is drawn by what it belongs to, its words
    // on it; a button's own label lies inside it.
    if (b.style() == ButtonStyle::Row || within(t.box, b.rect)) continue;
    if (overlap(s, b.shown())) out.push_back(at + " lies over the button " + b.hookName());
  }
}

}  // namespace

std::vector<std::string> englishWords(const std::string& place, const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  std::string all;
  std::vector<std::size_t> starts;
  for (const std::string& t : texts) {
    starts.push_back(all.size());
    all += t + " ";
  }
  for (const auto& [at, word] : asciiWords(blankNotYetTranslated(all))) {
    const auto k = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), at) - starts.begin()) - 1;
    out.push_back(place + ": \"" + texts[k] + "\" has the English word " + word);
  }
  return out;
}

std::vector<std::string> placeProblems(const Picture& p) {
  std::vector<std::string> out;
  for (const Text::Drawn& t : p.texts) textPlace(p, t, out);
  // Texts over one another.
  for (std::size_t i = 0; i < p.texts.size(); ++i) {
    const Rect a = shown(p.texts[i]);
    for (std::size_t k = i + 1; k < p.texts.size() && !a.empty(); ++k)
      if (overlap(a, shown(p.texts[k])))
        out.push_back(named(p, p.texts[i]) + " and \"" + p.texts[k].text + "\" " + where(shown(p.texts[k])) +
                      " overlap");
  }
  return out;
}

}  // namespace hearts::ui::uitest
