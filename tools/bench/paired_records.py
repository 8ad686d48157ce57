#!/usr/bin/env python3
"""One player's points per hand in two arena runs over the same deals, compared deal by deal.

Usage: paired_records.py BEFORE_DIR AFTER_DIR [PLAYER]

Each directory holds the records of a `hearts-arena ... --duplicate --records DIR` run with
the same --seed, --hands and rules (the standard scoring: a moon adds 26 to the others).
PLAYER (default 0) is the position on the command line of the player compared: in rotation
r it sits in seat (PLAYER + r) mod 4. For every deal the player's points are averaged over
the four rotations, as the arena's samples are; printed: the mean of each run, and the mean
of AFTER minus BEFORE with its 95% interval (normal approximation), for the points and for
the difference to the other three players' mean. Two runs that differ only in some of the
player's decisions mostly play the same cards, so this interval is much narrower than that
of either run on its own.
"""

import collections
import json
import math
import os
import sys

from moon_records import points, tricks_of


def per_deal(folder, player):
    """{(block, hand): (points, difference to the others' mean)} over the four rotations."""
    sums = collections.defaultdict(lambda: [0.0, 0.0, 0])
    for name in os.listdir(folder):
        if not name.endswith(".json") or "-r" not in name:
            continue
        block = int(name.split("-")[1])
        rotation = int(name.rsplit("-r", 1)[1].split(".")[0])
        with open(os.path.join(folder, name)) as f:
            plays = [a["play"] for a in json.load(f)["actions"] if "play" in a]
        for hand in range(len(plays) // 52):
            taken = [0] * 4
            for trick, winner in tricks_of(plays[52 * hand:52 * hand + 52]):
                taken[winner] += sum(points(c) for _, c in trick)
            if 26 in taken:
                taken = [0 if x == 26 else 26 for x in taken]
            seat = (player + rotation) % 4
            others = sum(taken[s] for s in range(4) if s != seat) / 3
            entry = sums[(block, hand)]
            entry[0] += taken[seat] / 4
            entry[1] += (taken[seat] - others) / 4
            entry[2] += 1
    return {k: (v[0], v[1]) for k, v in sums.items() if v[2] == 4}


def mean_ci(values):
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    player = int(sys.argv[3]) if len(sys.argv) == 4 else 0
    before = per_deal(sys.argv[1], player)
    after = per_deal(sys.argv[2], player)
    deals = sorted(set(before) & set(after))
    if not deals:
        sys.exit("no deal played in all four rotations in both directories")
    print("deals: %d" % len(deals))
    for i, what in enumerate(("points per hand", "difference to the others")):
        b = mean_ci([before[d][i] for d in deals])[0]
        a = mean_ci([after[d][i] for d in deals])[0]
        delta, ci = mean_ci([after[d][i] - before[d][i] for d in deals])
        print("%s: before %.3f, after %.3f, after - before %+.3f +- %.3f" % (what, b, a, delta, ci))


if __name__ == "__main__":
    main()
