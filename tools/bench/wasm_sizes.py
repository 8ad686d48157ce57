#!/usr/bin/env python3
"""Where the bytes of the page's code are: a WebAssembly module's sections (raw and gzip -9)
and its largest functions, or, given two modules, what grew and shrank between them.

Usage: wasm_sizes.py MODULE.wasm [--top N]
       wasm_sizes.py BEFORE.wasm AFTER.wasm [--top N]

Functions are named where the module keeps its names: link the page with
-DCMAKE_EXE_LINKER_FLAGS=--profiling-funcs (the name section only; the code is the same)
and read build/wasm/src/app/hearts.wasm. Numbered copies of a function (name.1, name.2)
are counted as one. Only Python 3's standard library.
"""

import argparse
import collections
import gzip
import re

SECTION_NAMES = {1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
                 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "data count",
                 13: "tag"}


def leb(data, at):
    """An unsigned LEB128 number at `at`: (value, the offset after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def skip_import(data, at):
    """(whether one entry of the import section is a function, the offset after it)."""
    for _ in range(2):  # module and field names
        length, at = leb(data, at)
        at += length
    kind = data[at]
    at += 1
    if kind == 0:  # a function: its type
        return True, leb(data, at)[1]
    if kind == 1:  # a table: element type, then limits
        at += 1
    if kind in (1, 2):  # limits: flags, minimum, maximum if flagged
        flags, at = leb(data, at)
        at = leb(data, at)[1]
        return False, leb(data, at)[1] if flags & 1 else at
    return False, at + 2  # a global: type and mutability


def read_names(data, at, end, names):
    """The function names of a name section's subsections from `at` to `end` into `names`."""
    while at < end:
        kind = data[at]
        size, at = leb(data, at + 1)
        if kind == 1:
            count, inner = leb(data, at)
            for _ in range(count):
                index, inner = leb(data, inner)
                length, inner = leb(data, inner)
                names[index] = data[inner:inner + length].decode("utf-8", "replace")
                inner += length
        at += size


def read_module(path):
    """(the sections' bytes by name, each function's body size by name)."""
    data = open(path, "rb").read()
    at, imported, bodies, names = 8, 0, [], {}
    sections = collections.defaultdict(bytes)
    while at < len(data):
        kind = data[at]
        size, at = leb(data, at + 1)
        end = at + size
        if kind == 0:
            length, inner = leb(data, at)
            label = data[inner:inner + length].decode()
            sections["custom " + label] += data[at:end]
            if label == "name":
                read_names(data, inner + length, end, names)
        else:
            sections[SECTION_NAMES.get(kind, str(kind))] += data[at:end]
        if kind == 2:
            count, inner = leb(data, at)
            for _ in range(count):
                is_function, inner = skip_import(data, inner)
                imported += is_function
        if kind == 10:
            count, inner = leb(data, at)
            for _ in range(count):
                length, inner = leb(data, inner)
                bodies.append(length)
                inner += length
        at = end
    functions = collections.Counter()
    for index, size in enumerate(bodies):
        name = names.get(index + imported, "#%d" % (index + imported))
        functions[re.sub(r"\.\d+$", "", name)] += size
    return sections, functions


def kb(n):
    return "%.1f" % (n / 1000)


def show_sections(paths, modules):
    print("KB: raw, gzip -9".ljust(20) + "".join(("module %d" % (i + 1)).rjust(16) for i in range(len(paths))))
    for label in sorted({label for sections, _ in modules for label in sections}):
        cells = []
        for sections, _ in modules:
            raw = sections.get(label, b"")
            cells.append(("%s, %s" % (kb(len(raw)), kb(len(gzip.compress(raw, 9))))).rjust(16))
        print(label.ljust(20) + "".join(cells))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="+", metavar="MODULE.wasm")
    parser.add_argument("--top", type=int, default=40, help="functions listed (default 40)")
    args = parser.parse_args()
    if len(args.modules) > 2:
        parser.error("one module, or two to compare")
    modules = [read_module(path) for path in args.modules]
    show_sections(args.modules, modules)
    print()
    if len(modules) == 1:
        functions = modules[0][1]
        print("%d functions, %s KB of bodies; the largest, in bytes:" % (len(functions), kb(sum(functions.values()))))
        for name, size in functions.most_common(args.top):
            print("%8d  %s" % (size, name[:160]))
        return
    before, after = modules[0][1], modules[1][1]
    change = {name: after[name] - before[name] for name in set(before) | set(after)}
    grown = sum(d for d in change.values() if d > 0)
    shrunk = sum(d for d in change.values() if d < 0)
    print("function bodies: +%d bytes in those that grew, %d in those that shrank" % (grown, shrunk))
    ranked = sorted(change.items(), key=lambda item: -abs(item[1]))
    print("%8s %8s %8s  function" % ("change", "before", "after"))
    for name, delta in ranked[:args.top]:
        print("%+8d %8d %8d  %s" % (delta, before[name], after[name], name[:150]))


if __name__ == "__main__":
    main()
