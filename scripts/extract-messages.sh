#!/usr/bin/env bash
# Extracts every message the player reads from the sources into po/hearts.pot (gettext's
# template, what translators' tools start from) and merges it into each po/<code>.po.
#
#   scripts/extract-messages.sh           rewrite po/hearts.pot and update the catalogs
#   scripts/extract-messages.sh --check   fail, saying what differs, when po/hearts.pot is
#                                         not what the sources give (the suite runs this)
#
# Messages are found by the functions of src/words/words.h: tr, trc (with a context), trn
# (singular and plural) and mark. A message with "{name}" arguments is flagged
# python-brace-format, so that `msgfmt --check` fails a translation that names other ones.
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
