#!/usr/bin/python3
"""Rewrites an OpenType face with PostScript (CFF) outlines as a TrueType (glyf) face.

The page's FreeType is built with the TrueType driver alone (scripts/build-wasm-deps.sh:
the CFF driver and its PostScript helpers would add to every download), so the faces cut
from Noto Sans CJK, which ships CFF outlines, are turned into quadratic outlines here. Each
cubic curve becomes quadratic ones within `--max-error` font units of it (Noto's em is 1,000
units: half a unit is far below a pixel at any size the game draws).

    cff_to_glyf.py IN.otf OUT.ttf [--max-error UNITS]

Runs with the Python that has Debian's python3-fonttools (/usr/bin/python3).
"""
import argparse
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable


def quadratic_glyphs(font, max_error):
    """Every glyph of `font` drawn again through a cubic-to-quadratic pen."""
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in font.getGlyphOrder():
        pen = TTGlyphPen(glyph_set)
        # PostScript contours run counter-clockwise, TrueType's clockwise.
        glyph_set[name].draw(Cu2QuPen(pen, max_error, reverse_direction=True))
        glyphs[name] = pen.glyph()
    return glyphs


def truetype_maxp(glyf):
    """A version 1.0 maxp (TrueType's) with no hinting limits: the face has no hints."""
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    maxp.numGlyphs = len(glyf.glyphOrder)
    return maxp


def convert(font, max_error):
    if font.sfntVersion != "OTTO" or "CFF " not in font:
        raise ValueError("not an OpenType face with CFF outlines")
    order = font.getGlyphOrder()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = quadratic_glyphs(font, max_error)
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    for table in ("CFF ", "VORG"):
        if table in font:
            del font[table]
    glyf.compile(font)
    # TrueType's left side bearing is the outline's left edge.
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        advance, _ = hmtx.metrics[name]
        hmtx.metrics[name] = (advance, getattr(glyph, "xMin", 0))
    font["maxp"] = truetype_maxp(glyf)
    # No glyph names: the game draws by character, and names would only add bytes.
    post = font["post"]
    post.formatType = 3.0
    post.extraNames = []
    post.mapping = {}
    font.sfntVersion = "\x00\x01\x00\x00"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("output")
    parser.add_argument("--max-error", type=float, default=0.5)
    args = parser.parse_args(argv)
    font = TTFont(args.source)
    try:
        convert(font, args.max_error)
    except ValueError as error:
        print(f"{args.source}: {error}", file=sys.stderr)
        return 1
    font.save(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
