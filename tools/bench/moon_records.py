#!/usr/bin/env python3
"""How the moons in a directory of arena game records came about.

Usage: moon_records.py DIR [PLAYER] [--plays [--players]]

DIR holds the records of `hearts-arena ... --duplicate --records DIR`; PLAYER (default 1) is
the position of the player to follow on the arena's command line (0 to 3): in rotation r it
sits in seat (PLAYER + r) mod 4. For every hand in which that player shot the moon it counts
the trick in which the first point card was taken, and how that card was given: thrown by a
player void in the suit led who held a card of no points it could have thrown instead, thrown
with nothing else left, or played following suit. Moons shot by the other players are counted
apart. With --plays it prints instead each of those hands as one line, the shooter's seat and
the 52 plays as SEAT:CARD, for hearts-moon-autopsy. With --players as well, each seat is
written as the position on the command line of the player sitting in it (the order round the
table is the same in every rotation, so the plays stay in turn): the autopsy's "seat N" is then
player N, whichever rotation the hand was played in.
"""

import collections
import json
import os
import sys

RANKS = "23456789TJQKA"


def points(card):
    return 1 if card[1] == "H" else 13 if card == "QS" else 0


def tricks_of(plays):
    """(cards of the trick as (seat, card), winner) for each trick of one hand's 52 plays."""
    out = []
    for t in range(13):
        trick = plays[4 * t:4 * t + 4]
        led = trick[0][1][1]
        winner = max((p for p in trick if p[1][1] == led), key=lambda p: RANKS.index(p[1][0]))[0]
        out.append((trick, winner))
    return out


def main():
    args = [a for a in sys.argv[1:] if a not in ("--plays", "--players")]
    print_plays = "--plays" in sys.argv[1:]
    by_player = "--players" in sys.argv[1:]
    if len(args) not in (1, 2):
        sys.exit(__doc__)
    folder = args[0]
    player = int(args[1]) if len(args) == 2 else 1
    count = collections.Counter({"moons shot": 0, "moons shot by the other players": 0})
    first_trick = collections.Counter()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json") or "-r" not in name:
            continue
        rotation = int(name.rsplit("-r", 1)[1].split(".")[0])
        follow = (player + rotation) % 4
        with open(os.path.join(folder, name)) as f:
            actions = json.load(f)["actions"]
        every = [a["play"] for a in actions if "play" in a]
        for start in range(0, len(every) - 51, 52):
            plays = every[start:start + 52]
            tricks = tricks_of(plays)
            taken = [0] * 4
            for trick, winner in tricks:
                taken[winner] += sum(points(c) for _, c in trick)
            if 26 not in taken:
                continue
            if taken.index(26) != follow:
                count["moons shot by the other players"] += 1
                continue
            count["moons shot"] += 1
            if print_plays:
                shift = rotation if by_player else 0
                print((follow - shift) % 4,
                      " ".join("%d:%s" % ((seat - shift) % 4, card) for seat, card in plays))
                continue
            hands = [set() for _ in range(4)]
            for seat, card in plays:
                hands[seat].add(card)
            for t, (trick, _) in enumerate(tricks):
                led = trick[0][1][1]
                pointed = [(s, c) for s, c in trick if points(c) and s != follow]
                if pointed:
                    first_trick[t + 1] += 1
                    count["first points' trick led by the shooter" if trick[0][0] == follow
                          else "first points' trick led by a defender"] += 1
                    for seat, card in pointed:
                        what = "heart" if card[1] == "H" else "Q\u2660"
                        if card[1] == led:
                            count["first points: %s played following suit" % what] += 1
                        elif any(not points(c) for c in hands[seat] - {card}):
                            count["first points: %s thrown, a card of no points kept" % what] += 1
                        else:
                            count["first points: %s thrown, nothing else to throw" % what] += 1
                    break
                for seat, card in trick:
                    hands[seat].discard(card)
    if print_plays:
        return
    for key in sorted(count):
        print("%s: %d" % (key, count[key]))
    print("trick of the first points: " +
          ", ".join("%d: %d" % (t, first_trick[t]) for t in sorted(first_trick)))


if __name__ == "__main__":
    main()
