#!/usr/bin/env bash
# Extracts every message the player reads from the sources into po/hearts.pot (gettext's
# template, what translators' tools start from) and merges it into each po/<code>.po.
#
#   scripts/extract-messages.sh           rewrite po/hearts.pot and update the catalogs
#   scripts/extract-messages.sh --check   fail, saying what differs, when po/hearts.pot is
#                                         not what the sources give (the suite runs this)
#
# Messages are found by the functions of src/words/words.h: tr, trc (with a context), trn
# (singular and plural) and mark; in the page's scripts (web/*.js) by t() and mark(), and in
# web/index.html as the text or attributes of the elements marked data-t (web/loader.js puts
# them into the page's language); and the desktop entry's and the AppStream metainfo's names
# and summaries (packaging/linux, which msgfmt translates at build time). A message with
# "{name}" arguments is flagged python-brace-format, so that `msgfmt --check` fails a
# translation that names other ones.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

check=0
[[ "${1:-}" == "--check" ]] && check=1

mapfile -t sources < <(find src/session src/ui src/app src/words -name '*.cc' -o -name '*.h' | LC_ALL=C sort)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

xgettext --language=C++ --from-code=UTF-8 --keyword= \
  --keyword=tr:1 --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=mark:1 \
  --flag=tr:1:no-c-format --flag=trc:2:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format \
  --add-comments=TRANSLATORS: --add-location=file --sort-by-file --force-po \
  --package-name=hearts --msgid-bugs-address= \
  --copyright-holder="The Hearts authors" \
  -o "$tmp/raw.pot" "${sources[@]}"

# Each call below adds to the template (-j) what its kind of file holds.
join=(xgettext --join-existing --from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file
      --sort-by-file --force-po --package-name=hearts --msgid-bugs-address=
      --copyright-holder="The Hearts authors" -o "$tmp/raw.pot")
"${join[@]}" --language=JavaScript --keyword= --keyword=t:1 --keyword=mark:1 \
  --flag=t:1:no-c-format web/*.js

# web/index.html's marked texts, written as calls of t() in a file of the same name in a
# folder of its own, so that the template names index.html as where they are.
mkdir -p "$tmp/html/web"
python3 - web/index.html "$tmp/html/web/index.html" <<'PY'
import html.parser, json, re, sys

class Marked(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.calls, self.open = [], []  # the texts being read: [what to say of it, text]
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        wanted = (a.get("data-t") or "").split()
        note = a.get("data-t-note")
        for what in wanted:
            if what != "text":
                self.calls.append((note, a.get(what) or ""))
        if "text" in wanted:
            self.open.append([tag, note, ""])
        elif self.open:
            self.open.append([tag, None, None])
    def handle_data(self, data):
        for entry in self.open:
            if entry[2] is not None:
                entry[2] += data
    def handle_endtag(self, tag):
        if self.open and self.open[-1][0] == tag:
            _, note, text = self.open.pop()
            if text is not None:
                self.calls.append((note, text))

p = Marked()
p.feed(open(sys.argv[1], encoding="utf-8").read())
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for note, text in p.calls:
        if note:
            out.write("// TRANSLATORS: " + note + "\n")
        out.write("t(" + json.dumps(re.sub(r"\s+", " ", text).strip(), ensure_ascii=False) + ");\n")
PY
(cd "$tmp/html" && "${join[@]}" --language=JavaScript --keyword= --keyword=t:1 --flag=t:1:no-c-format web/index.html)

"${join[@]}" --language=Desktop packaging/linux/hearts.desktop.in
"${join[@]}" packaging/linux/hearts.metainfo.xml.in

# The format flag on every message with an argument; no creation date, so that the same
# sources give the same file.
python3 - "$tmp/raw.pot" "$tmp/hearts.pot" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
text = re.sub(r'^"POT-Creation-Date: .*\\n"\n', '', text, flags=re.M)
text = text.replace("charset=CHARSET", "charset=UTF-8")
text = text.replace("# SOME DESCRIPTIVE TITLE.", "# Hearts: every sentence the player reads, in English.")
out = []
for block in text.split("\n\n"):
    lines = block.split("\n")
    ids = "".join(l for l in lines if l.startswith(("msgid", '"')) and not l.startswith("msgstr"))
    if re.search(r"\{[A-Za-z_][A-Za-z0-9_]*\}", ids) and "msgid \"\"\nmsgstr" not in block:
        flags = next((i for i, l in enumerate(lines) if l.startswith("#,")), None)
        if flags is not None:
            lines[flags] += ", python-brace-format"
        else:
            at = next(i for i, l in enumerate(lines) if l.startswith(("msgctxt", "msgid")))
            lines.insert(at, "#, python-brace-format")
    out.append("\n".join(lines))
open(sys.argv[2], "w", encoding="utf-8").write("\n\n".join(out))
PY

if (( check )); then
  if ! diff -u po/hearts.pot "$tmp/hearts.pot"; then
    echo "po/hearts.pot is not what the sources give: run scripts/extract-messages.sh" >&2
    exit 1
  fi
  exit 0
fi
cp "$tmp/hearts.pot" po/hearts.pot
while read -r code; do
  [[ -z "$code" || "$code" == \#* ]] && continue
  msgmerge --quiet --update --backup=none --add-location=file \
    --sort-by-file "po/$code.po" po/hearts.pot
done < po/LINGUAS
echo "po/hearts.pot: $(grep -c '^msgid ' po/hearts.pot) messages (the header included)"
