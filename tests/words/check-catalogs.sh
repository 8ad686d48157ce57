#!/usr/bin/env bash
# Fails, naming the catalog and the message, where a language's catalog (po/<code>.po for each
# code in po/LINGUAS) is not ready to ship:
#  - msgfmt --check: the header, and every translation names the same {arguments} as its
#    English (python-brace-format) and has each plural form;
#  - no fuzzy and no untranslated message (msgfmt --statistics);
#  - no message the template no longer has (an obsolete "#~" entry left by msgmerge);
#  - translate-toolkit's pofilter: escapes, new lines, spaces at the ends, doubled spaces and
#    words, brackets and the {arguments}.
#   tests/words/check-catalogs.sh <po dir>
set -uo pipefail
po="${1:?usage: check-catalogs.sh <po dir>}"
failed=0
fail() { echo "$*" >&2; failed=1; }

count=0
while read -r code; do
  [[ -z "$code" || "$code" == \#* ]] && continue
  count=$((count + 1))
  file="$po/$code.po"
  [[ -f "$file" ]] || { fail "$code: $file is missing"; continue; }
  if ! stats="$(msgfmt --check --statistics -o /dev/null "$file" 2>&1)"; then
    fail "$code: msgfmt --check fails:"$'\n'"$stats"
    continue
  fi
  if grep -qE 'fuzzy|untranslated' <<<"$stats"; then
    fail "$code: not complete: $stats"
  fi
  if grep -q '^#~' "$file"; then
    fail "$code: holds messages the template no longer has (#~); run scripts/extract-messages.sh"
  fi
  report="$(pofilter --progress=none --nofuzzy \
    -t escapes -t newlines -t startwhitespace -t endwhitespace -t doublespacing \
    -t doublewords -t brackets -t pythonbraceformat -i "$file" 2>&1 | grep -E '^#,|^# \(pofilter\)|^msgid' || true)"
  if grep -q '(pofilter)' <<<"$report"; then
    fail "$code: pofilter finds:"$'\n'"$report"
  fi
done < "$po/LINGUAS"
# Every catalog the folder holds is one the game lists.
for file in "$po"/*.po; do
  [[ -e "$file" ]] || continue
  code="$(basename "$file" .po)"
  grep -qx "$code" "$po/LINGUAS" || fail "$code: $file is not in $po/LINGUAS"
done
(( failed )) && exit 1
echo "$count catalogs complete"
