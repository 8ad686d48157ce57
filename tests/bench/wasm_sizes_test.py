#!/usr/bin/env python3
"""tools/bench/wasm_sizes.py on modules made here: each function's body size under its own
name (imported functions come first in the numbering and have no body; a numbered copy,
name.1, counts with its name), the sections, and what changed between two modules.

Usage: wasm_sizes_test.py PATH/TO/wasm_sizes.py
"""

import os
import subprocess
import sys
import tempfile


def leb(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def name(text):
    raw = text.encode()
    return leb(len(raw)) + raw


def section(kind, payload):
    return bytes([kind]) + leb(len(payload)) + payload


def module(bodies):
    """A module importing one function and one global, defining functions with these names
    and body sizes (each body: no locals, nops, end)."""
    types = section(1, leb(1) + b"\x60\x00\x00")
    imports = section(2, leb(2) + name("env") + name("f") + b"\x00" + leb(0)
                      + name("env") + name("g") + b"\x03\x7f\x00")
    functions = section(3, leb(len(bodies)) + b"".join(leb(0) for _ in bodies))
    code = b"".join(leb(size) + b"\x00" + b"\x01" * (size - 2) + b"\x0b" for _, size in bodies)
    code = section(10, leb(len(bodies)) + code)
    names = [(0, "imported")] + [(i + 1, n) for i, (n, _) in enumerate(bodies)]
    entries = leb(len(names)) + b"".join(leb(i) + name(n) for i, n in names)
    custom = section(0, name("name") + b"\x01" + leb(len(entries)) + entries)
    return b"\x00asm\x01\x00\x00\x00" + types + imports + functions + code + custom


def run(tool, *paths):
    return subprocess.run([sys.executable, tool, *paths], check=True, capture_output=True, text=True).stdout


def main():
    tool = sys.argv[1]
    failures = []

    def check(what, condition):
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory() as folder:
        before = os.path.join(folder, "before.wasm")
        after = os.path.join(folder, "after.wasm")
        with open(before, "wb") as f:
            f.write(module([("small", 5), ("big", 40), ("big.1", 10)]))
        with open(after, "wb") as f:
            f.write(module([("small", 5), ("big", 70), ("new", 9)]))
        one = run(tool, before)
        lines = [line.split() for line in one.splitlines()]
        check("two functions counted, imported ones left out: " + one, "2 functions" in one)
        check("big's copies counted as one, first: " + one, ["50", "big"] in lines)
        check("small by its own name, not the import's: " + one, ["5", "small"] in lines)
        check("the code section listed", any(line[:1] == ["code"] for line in lines))
        two = run(tool, before, after)
        rows = [line.split() for line in two.splitlines()]
        check("big grew by 20: " + two, ["+20", "50", "70", "big"] in rows)
        check("new came: " + two, ["+9", "0", "9", "new"] in rows)
        check("small is unchanged: " + two, ["+0", "5", "5", "small"] in rows)
        check("the growth summed: " + two, "+29 bytes in those that grew" in two)
    for failure in failures:
        print("FAILED:", failure)
    if failures:
        sys.exit(1)
    print("wasm_sizes.py: all checks passed")


if __name__ == "__main__":
    main()
