#!/usr/bin/env python3
"""A test bot that appends every line it receives to the file named by its first argument
and answers with the first legal card (the last with "high", which shoots the moon more
often), the first cards of its hand and the last option."""

import json
import sys


def main():
    log = open(sys.argv[1], "a", encoding="utf-8")
    pick = -1 if len(sys.argv) > 2 and sys.argv[2] == "high" else 0
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        log.write(line)
        log.flush()
        request = json.loads(line)
        kind = request["type"]
        answer = None
        if kind == "hello":
            answer = {"type": "hello", "protocol": 1, "name": "record-bot"}
        elif kind == "pass":
            answer = {"type": "pass", "cards": request["hand"][: request["count"]]}
        elif kind == "play":
            answer = {"type": "play", "card": request["legal"][pick]}
        elif kind == "moon":
            answer = {"type": "moon", "choice": request["options"][-1]}
        elif kind == "bye":
            return
        if answer is not None:
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
