#!/usr/bin/env python3
"""An example external Hearts bot for hearts-arena (docs/ARENA.md, bot protocol version 1).

It is stateless: every decision is made from the request alone, which carries everything
the seat may know. The strategy is the simple one a careful beginner uses:
  - pass the queen, king and ace of spades unless enough small spades guard them, then the
    highest hearts, then high cards of short suits (to empty a suit);
  - when following, play the highest card that still loses the trick; when it must win
    anyway, win as high as possible without the queen of spades (last to play on a
    pointless trick: take it with the highest card);
  - when void, throw the queen of spades, then the ace and king of spades while the
    queen is out, then the highest heart, then the highest card of the shortest suit;
  - lead the lowest card, keeping away from spades while the queen is still out there.

Usage: hearts-arena ext:"python3 tools/bots/example_bot.py" random random random
Only the Python standard library is used.
"""

import json
import sys

RANKS = "23456789TJQKA"
QUEEN_OF_SPADES = "QS"


def rank(card):
    return RANKS.index(card[0])


def suit(card):
    return card[1]


def points(card):
    if suit(card) == "H":
        return 1
    return 13 if card == QUEEN_OF_SPADES else 0


def by_suit(cards):
    groups = {}
    for c in cards:
        groups.setdefault(suit(c), []).append(c)
    return groups


def choose_pass(request):
    hand = request["hand"]
    count = request["count"]
    groups = by_suit(hand)
    spades = groups.get("S", [])
    small_spades = [c for c in spades if rank(c) < rank("QS")]

    def danger(card):
        r = rank(card)
        s = suit(card)
        if s == "S" and r >= rank("QS"):
            # Guarded by four small spades, the high spades are safe to keep.
            return 100 + r if len(small_spades) < 4 else r
        if s == "H":
            return 50 + r
        # High cards of a short suit: passing them works towards a void.
        return r + (20 if len(groups[s]) <= 3 else 0)

    return sorted(hand, key=danger, reverse=True)[:count]


def winning_card(trick_cards):
    led = suit(trick_cards[0])
    best = trick_cards[0]
    for c in trick_cards[1:]:
        if suit(c) == led and rank(c) > rank(best):
            best = c
    return best


def queen_still_out(request):
    if QUEEN_OF_SPADES in request["hand"]:
        return False
    for t in request["tricks"]:
        if QUEEN_OF_SPADES in t["cards"]:
            return False
    return QUEEN_OF_SPADES not in request["trick"]["cards"]


def choose_play(request):
    legal = request["legal"]
    if len(legal) == 1:
        return legal[0]
    trick = request["trick"]["cards"]
    hand = request["hand"]

    if not trick:
        safe = legal
        if queen_still_out(request):
            # Leading a high spade could hand us the queen.
            safe = [c for c in legal if not (suit(c) == "S" and rank(c) > rank("QS"))] or legal
        return min(safe, key=lambda c: (rank(c), suit(c) == "H"))

    led = suit(trick[0])
    following = [c for c in legal if suit(c) == led]
    if following:
        best = winning_card(trick)
        losing = [c for c in following if rank(c) < rank(best)]
        if losing:
            return max(losing, key=rank)
        last = len(trick) == 3
        trick_points = sum(points(c) for c in trick)
        winners = [c for c in following if c != QUEEN_OF_SPADES] or following
        if last and trick_points == 0:
            return max(winners, key=rank)
        # We win this trick whatever we play: if more cards are to come, the highest
        # card at least keeps the smaller ones as later escapes.
        return max(winners, key=rank) if not last else min(winners, key=rank)

    # Void in the led suit: get rid of trouble.
    if QUEEN_OF_SPADES in legal:
        return QUEEN_OF_SPADES
    if queen_still_out(request):
        high_spades = [c for c in legal if suit(c) == "S" and rank(c) > rank("QS")]
        if high_spades:
            return max(high_spades, key=rank)
    hearts = [c for c in legal if suit(c) == "H"]
    if hearts:
        return max(hearts, key=rank)
    lengths = {s: len(cs) for s, cs in by_suit(hand).items()}
    return max(legal, key=lambda c: (-lengths[suit(c)], rank(c)))


def choose_moon(request, target):
    options = request["options"]
    scores = request["scores"]
    if "subtract_from_self" not in options:
        return "add_to_others"
    # Adding is better when it ends the game with us still lowest; otherwise subtracting.
    me = request.get("seat")
    if me is not None:
        after = [s + (0 if i == me else 26) for i, s in enumerate(scores)]
        if max(after) >= target and after[me] == min(after):
            return "add_to_others"
    return "subtract_from_self"


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    target = 100
    seat = None
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        line = line.strip()
        if not line:
            continue
        request = json.loads(line)
        kind = request.get("type")
        if kind == "hello":
            seat = request.get("seat")
            target = request.get("rules", {}).get("target_score", 100)
            send({"type": "hello", "protocol": 1, "name": "example-bot"})
        elif kind == "pass":
            seat = request.get("seat", seat)
            send({"type": "pass", "cards": choose_pass(request)})
        elif kind == "play":
            seat = request.get("seat", seat)
            send({"type": "play", "card": choose_play(request)})
        elif kind == "moon":
            # The moon request names no seat: the last one we were asked about is ours.
            request.setdefault("seat", seat)
            send({"type": "moon", "choice": choose_moon(request, target)})
        elif kind == "bye":
            return
        # hand_end, game_end and anything unknown need no answer.


if __name__ == "__main__":
    main()
