#!/usr/bin/env python3
"""The page's own words in each language, for web/loader.js, which runs before the program
and cannot read its catalogs: from each catalog (po/<code>.po), the messages the template
found in web/ (web/*.js and web/index.html), as SITE/locale/<code>.json, an object from the
English text to its translation ({"Loading…": "Wird geladen…"}); and index.html's <noscript>
sentence in each language, beside the English one (a page that runs no script cannot choose
one). A message not translated, or fuzzy, is left out: the page says it in English.

  page_words.py SITE_DIR [CATALOG.po ...]

SITE_DIR is the assembled site (cmake/Wasm.cmake): its index.html holds the marker
<!-- hearts:noscript --> after the English sentence, which this replaces.
"""
import html
import json
import os
import re
import sys

NOSCRIPT = re.compile(r'<p class="status" data-t="text">(.*?)</p><!-- hearts:noscript -->', re.S)


def unquote(text):
    """A PO string's content (between its quotes) as the text it stands for."""
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    return re.sub(r'\\(.)', lambda m: escapes.get(m.group(1), m.group(1)), text)


def entries(path):
    """Each message of a PO file: its references, flags, context, English and translations."""
    entry, field = None, None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for line in lines + [""]:
        if not line.strip():
            if entry and "msgid" in entry:
                yield entry
            entry, field = None, None
            continue
        if entry is None:
            entry = {"refs": [], "flags": [], "msgstr": {}}
        if line.startswith("#~"):
            entry["obsolete"] = True
        elif line.startswith("#:"):
            entry["refs"] += line[2:].split()
        elif line.startswith("#,"):
            entry["flags"] += [f.strip() for f in line[2:].split(",")]
        elif line.startswith("#"):
            continue
        else:
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$', line)
            if m:
                field = ("msgstr", m.group(2) or "0") if m.group(1).startswith("msgstr") else (m.group(1), None)
                value = unquote(m.group(3))
            elif line.startswith('"') and field:
                value = unquote(line[1:-1])
            else:
                raise SystemExit(f"{path}: cannot read the line {line!r}")
            if field[0] == "msgstr":
                entry["msgstr"][field[1]] = entry["msgstr"].get(field[1], "") + value
            elif m:
                entry[field[0]] = value
            else:
                entry[field[0]] += value


def page_words(path):
    """The page's messages translated in the catalog at `path`."""
    out = {}
    for e in entries(path):
        if e.get("obsolete") or not e["msgid"] or "fuzzy" in e["flags"] or "msgctxt" in e:
            continue
        if not any(ref.split(":")[0].startswith("web/") for ref in e["refs"]):
            continue
        translated = e["msgstr"].get("0", "")
        if translated:
            out[e["msgid"]] = translated
    return out


def tag(code):
    """A catalog's code as the page's lang attribute (src/words/language.cc: languageTag)."""
    return {"pt_BR": "pt-BR", "zh_CN": "zh-Hans"}.get(code, code.replace("_", "-"))


def main(site, catalogs):
    index = os.path.join(site, "index.html")
    with open(index, encoding="utf-8") as f:
        page = f.read()
    found = NOSCRIPT.search(page)
    if not found:
        raise SystemExit(f"{index} lacks the marker <!-- hearts:noscript --> after its <noscript> sentence")
    english = re.sub(r"\s+", " ", html.unescape(found.group(1))).strip()
    os.makedirs(os.path.join(site, "locale"), exist_ok=True)
    others = []
    for path in catalogs:
        code = os.path.splitext(os.path.basename(path))[0]
        words = page_words(path)
        with open(os.path.join(site, "locale", code + ".json"), "w", encoding="utf-8") as f:
            json.dump(words, f, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        if english in words:
            others.append(f'<p class="status" lang="{tag(code)}">{html.escape(words[english], quote=False)}</p>')
    page = page[:found.start()] + found.group(0).replace("<!-- hearts:noscript -->", "".join(others)) + \
        page[found.end():]
    with open(index, "w", encoding="utf-8") as f:
        f.write(page)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    main(sys.argv[1], sys.argv[2:])
