#!/usr/bin/env python3
"""Prints, as a pyftsubset --unicodes-file, the characters a language's face must have: those
its catalog's translations (po/<code>.po) and the texts given with --text write, less those the
game's own face already has (assets/fonts/unicodes.txt). One code point a line, U+XXXX.

  catalog_unicodes.py [--po FILE] [--text FILE]... --own unicodes.txt --output FILE
"""
import argparse
import re
import sys


def own_set(path):
    """The code points of a pyftsubset unicodes file (ranges U+XXXX-YYYY, '#' comments)."""
    points = set()
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        for item in filter(None, re.split(r"[\s,]+", line)):
            m = re.fullmatch(r"U\+([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+))?", item)
            if not m:
                sys.exit(f"{path}: not a code point or range: {item}")
            lo = int(m.group(1), 16)
            hi = int(m.group(2) or m.group(1), 16)
            points.update(range(lo, hi + 1))
    return points


def unquote(literal):
    """A PO string literal's text ("..." with C escapes)."""
    body = literal.strip()[1:-1]
    return re.sub(r'\\(["\\nt])', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def translations(path):
    """Every msgstr text of a PO file (plural forms included), the header left out."""
    texts, current, in_str = [], [], False
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("msgstr"):
            if current:
                texts.append("".join(current))
            current, in_str = [unquote(line.split(" ", 1)[1])], True
        elif line.startswith('"') and in_str:
            current.append(unquote(line))
        else:
            if current:
                texts.append("".join(current))
            current, in_str = [], False
    if current:
        texts.append("".join(current))
    # The header is the first msgstr (of msgid ""): its text is metadata, not shown.
    return texts[1:]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--po")
    parser.add_argument("--text", action="append", default=[])
    parser.add_argument("--own", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    texts = translations(args.po) if args.po else []
    for path in args.text:
        texts.append(open(path, encoding="utf-8").read())
    own = own_set(args.own)
    needed = sorted({ord(c) for t in texts for c in t if ord(c) >= 0x20} - own)
    with open(args.output, "w", encoding="utf-8") as out:
        for cp in needed:
            out.write(f"U+{cp:04X}\n")
        if not needed:
            # pyftsubset needs a character to keep: the space, which every face has.
            out.write("U+0020\n")


if __name__ == "__main__":
    main()
