#!/usr/bin/env python3
"""A scripted misbehaving bot for testing the arena's fault handling.

Usage: misbehave.py MODE [N]
It plays correctly (first legal card, first cards of the hand to pass) until its N-th
play request (default 5), or its first pass request for wrong-pass, and then:
  late        answers only after 30 seconds
  garbage     writes a line that is not JSON
  two         writes two JSON objects on one line
  illegal     names a card it holds but may not play (or one it does not hold)
  exit        exits with status 0 without answering
  crash       kills itself with SIGSEGV
  fail        exits with status 3
  wrong-pass  passes one card too few (on its first pass request)
  chatter     answers the first hand_end notice, which nobody may answer
  silent      never answers hello
  linger      ignores bye and the end of its input, and stays running
"""

import json
import os
import signal
import sys
import time


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def misbehave(mode, request):
    if mode == "late":
        time.sleep(30)
        send({"type": "play", "card": request["legal"][0]})
    elif mode == "garbage":
        sys.stdout.write("I think I will play the queen\n")
        sys.stdout.flush()
    elif mode == "two":
        sys.stdout.write('{"type":"play","card":"%s"} {"type":"play"}\n' % request["legal"][0])
        sys.stdout.flush()
    elif mode == "illegal":
        not_legal = [c for c in request["hand"] if c not in request["legal"]]
        card = not_legal[0] if not_legal else ("2C" if "2C" not in request["hand"] else "AS")
        if card in request["legal"]:
            card = "ZZ"
        send({"type": "play", "card": card})
    elif mode == "exit":
        sys.exit(0)
    elif mode == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif mode == "fail":
        sys.exit(3)
    else:
        send({"type": "play", "card": request["legal"][0]})


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    trigger = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    plays = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        request = json.loads(line)
        kind = request["type"]
        if kind == "hello":
            if mode == "silent":
                time.sleep(30)
            send({"type": "hello", "protocol": 1, "name": "misbehave-" + mode})
        elif kind == "pass":
            cards = request["hand"][: request["count"]]
            if mode == "wrong-pass":
                cards = cards[:-1]
            send({"type": "pass", "cards": cards})
        elif kind == "play":
            plays += 1
            if plays == trigger:
                misbehave(mode, request)
            else:
                send({"type": "play", "card": request["legal"][0]})
        elif kind == "moon":
            send({"type": "moon", "choice": request["options"][0]})
        elif kind == "hand_end":
            if mode == "chatter" and request["hand_number"] == 1:
                send({"type": "ok"})
        elif kind == "bye":
            if mode == "linger":
                time.sleep(30)
            return


if __name__ == "__main__":
    main()
