#!/usr/bin/env python3
"""The figures of "The uct field" in docs/BENCHMARKS.md, printed as the table's rows.

Usage: uct_field.py [--deals N] [--four HANDS] [--threads N] [--seed S] [--build DIR] [--out DIR]

Two arena runs of the arena-only level `uct` (docs/ARENA.md):
  - four uct at one table, HANDS hands (default 1200): the hands with a moon;
  - expert against three uct, N deals in duplicate (default 300, so 4N hands), with records:
    the hands in which expert suffered a moon, expert's points per hand and difference, and,
    judged by hearts-moon-autopsy with every hand open, whose play let each of those moons
    through: expert's own or one of its two co-defenders' (the other two uct).
Every budget is a number of iterations, so the figures are the same on any machine and any
--threads; the times (decisions per second, minutes per 100 hands) are the machine's.
--out keeps the JSON reports, the records, the autopsy's lines and its verdicts (default: a
temporary directory, removed at the end).

It needs Python 3's standard library, tools/bench/moon_records.py beside it, and two programs
of a native build: hearts-arena and hearts-moon-autopsy, found in DIR (default build/release)
at tools/arena/ and tools/bench/ as CMake builds them, or at DIR's top.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def program(build, folder, name):
    """A built program, where CMake puts it under `build` or at its top."""
    for path in (os.path.join(build, folder, name), os.path.join(build, name)):
        if os.access(path, os.X_OK):
            return path
    sys.exit("no %s in %s (build it: cmake --build %s --target %s)" % (name, build, build, name))


def arena(build, seats, hands, args, extra):
    command = [program(build, "tools/arena", "hearts-arena"), *seats, "--hands", str(hands),
               "--seed", str(args.seed), "--threads", str(args.threads), "--json", "-", "--quiet",
               *extra]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def decisions_per_second(report, players):
    """Every answer of those players (forced cards and passes included) over their time."""
    moves = sum(report["players"][p]["moves"] for p in players)
    ms = sum(report["players"][p]["moves"] * report["players"][p]["ms_per_move"] for p in players)
    return 1000.0 * moves / ms if ms else float("inf")


def autopsy(build, records):
    """Whose play let each moon against player 0 through: counts by player, and the rest."""
    lines = []
    for shooter in (1, 2, 3):
        out = subprocess.run([sys.executable, os.path.join(HERE, "moon_records.py"),
                              records, str(shooter), "--plays", "--players"],
                             check=True, capture_output=True, text=True).stdout
        lines += out.splitlines()
    judged = subprocess.run([program(build, "tools/bench", "hearts-moon-autopsy"), "--verbose"],
                            input="".join(l + "\n" for l in lines), check=True,
                            capture_output=True, text=True).stdout
    fatal = {0: 0, "co-defender": 0, "not stoppable": 0, "unknown": 0}
    for line in judged.splitlines():
        if ": trick " in line and " played " in line:
            seat = int(line.split(" seat ", 1)[1].split()[0])
            fatal[0 if seat == 0 else "co-defender"] += 1
        elif line.endswith(": unstoppable"):
            fatal["not stoppable"] += 1
        elif line.endswith(": unknown"):
            fatal["unknown"] += 1
    return len(lines), fatal, "".join(l + "\n" for l in lines), judged


def save(out, name, report):
    with open(os.path.join(out, name), "w") as f:
        json.dump(report, f, indent=1)


def four_uct(args, out):
    four = arena(args.build, ["uct"] * 4, args.four, args, [])
    save(out, "four-uct.json", four)
    moons = sum(p["moons_shot"] for p in four["players"])
    hands = four["hands_played"]
    print("four uct, %d hands: a moon in %d (%.1f%%); points per hand %s; "
          "%.0f decisions/s a thread; %.2f min per 100 hands on %d threads" % (
              hands, moons, 100.0 * moons / hands,
              " ".join("%.3f" % p["points_per_hand"] for p in four["players"]),
              decisions_per_second(four, range(4)), four["seconds"] / hands * 100 / 60,
              args.threads), flush=True)


def expert_table(args, out):
    records = os.path.join(out, "records")
    table = arena(args.build, ["expert", "uct", "uct", "uct"], args.deals, args,
                  ["--duplicate", "--records", records])
    save(out, "expert-uct.json", table)
    expert = table["players"][0]
    hands = table["hands_played"]
    shot, fatal, plays, judged = autopsy(args.build, records)
    with open(os.path.join(out, "moons-against-expert.txt"), "w") as f:
        f.write(plays)
    with open(os.path.join(out, "autopsy.txt"), "w") as f:
        f.write(judged)
    print("expert uct uct uct, %d deals x 4: expert suffered a moon in %d of %d hands (%.1f%%); "
          "expert %.3f points per hand, difference %+.3f +- %.3f; uct %s; "
          "let through by expert %d, by a co-defender %d, not stoppable %d, unknown %d; "
          "uct %.0f decisions/s a thread; %.2f min per 100 hands on %d threads" % (
              args.deals, expert["moons_suffered"], hands, 100.0 * expert["moons_suffered"] / hands,
              expert["points_per_hand"], expert["diff_to_others"], expert["diff_ci95"],
              " ".join("%.3f" % p["points_per_hand"] for p in table["players"][1:]),
              fatal[0], fatal["co-defender"], fatal["not stoppable"], fatal["unknown"],
              decisions_per_second(table, (1, 2, 3)), table["seconds"] / hands * 100 / 60,
              args.threads), flush=True)
    if shot != expert["moons_suffered"]:
        print("(the records hold %d moons against expert)" % shot)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--four", type=int, default=1200)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--build", default=os.path.join(ROOT, "build/release"))
    parser.add_argument("--out")
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="uct-field-")
    os.makedirs(out, exist_ok=True)
    try:
        four_uct(args, out)
        expert_table(args, out)
    finally:
        if not args.out:
            shutil.rmtree(out)


if __name__ == "__main__":
    main()
