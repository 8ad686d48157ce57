#!/usr/bin/env python3
"""Runs hearts-arena as scripts would and checks its exit codes, table and JSON report.

Usage: cli_test.py PATH/TO/hearts-arena SOURCE_DIR [PATH/TO/hearts-moon-autopsy
                   [PATH/TO/hearts-belief-bench]]
"""

import json
import os
import subprocess
import sys
import tempfile

ARENA, SOURCE = sys.argv[1], sys.argv[2]
AUTOPSY = sys.argv[3] if len(sys.argv) > 3 else None
BELIEF = sys.argv[4] if len(sys.argv) > 4 else None
EXAMPLE = "ext:%s %s" % (sys.executable, os.path.join(SOURCE, "tools/bots/example_bot.py"))
GARBAGE = "ext:%s %s garbage" % (sys.executable, os.path.join(SOURCE, "tools/bots/misbehave.py"))
failures = []


def run(*args):
    return subprocess.run([ARENA, *args], capture_output=True, text=True, timeout=50)


def check(condition, what, result=None):
    if not condition:
        detail = ""
        if result is not None:
            detail = "\nstdout:\n%s\nstderr:\n%s" % (result.stdout, result.stderr)
        failures.append(what + detail)


r = run("--help")
check(r.returncode == 0 and "--duplicate" in r.stdout and "ext:COMMAND" in r.stdout, "--help", r)

r = run("random", "random", "random")
check(r.returncode == 2 and "four seats" in r.stderr, "three seats are refused with status 2", r)
r = run("random", "random", "random", "nobody")
check(r.returncode == 2 and "nobody" in r.stderr, "an unknown level is named", r)

with tempfile.TemporaryDirectory() as tmp:
    report = os.path.join(tmp, "report.json")
    r = run(EXAMPLE, "random", "random", "random", "--hands", "8", "--duplicate", "--seed", "5",
            "--preset", "standard", "--move-ms", "200", "--json", report)
    check(r.returncode == 0, "a match with the example bot succeeds", r)
    check("example-bot" in r.stdout and "pts/hand" in r.stdout, "the table names the players", r)
    with open(report) as f:
        j = json.load(f)
    players = j["players"]
    check(len(players) == 4, "four players in the JSON")
    for seat, p in enumerate(players):
        for key in ("name", "points_per_hand", "ci95", "moons_shot", "faults", "ms_per_move"):
            check(key in p, "player %d has %s" % (seat, key))
        check(p["seat"] == seat, "players are in seat order")
    check(players[0]["name"] == "example-bot", "the external bot's name comes from hello")
    check(j["hands_played"] == 32 and j["samples"] == 8, "8 deals, 4 rotations each")
    check(j["forfeit"] is False and all(p["faults"] == 0 for p in players), "no faults")

r = run("random", "random", "random", "random", "--games", "2", "--preset", "pass-two", "--json", "-")
check(r.returncode == 0, "--json - succeeds", r)
try:
    j = json.loads(r.stdout)
    check(j["games_played"] == 2 and j["players"][0]["games_won"] is not None, "games mode JSON")
except ValueError:
    check(False, "--json - writes only JSON to standard output", r)

r = run(GARBAGE, "random", "random", "random", "--hands", "4", "--quiet", "--json", "-")
check(r.returncode == 0, "a faulty bot does not fail the run", r)
check("seat 0" in r.stderr and "garbled" in r.stderr, "the fault is reported on standard error", r)
try:
    j = json.loads(r.stdout)
    check(j["forfeit"] is True and j["players"][0]["faults"] == 1, "the JSON marks the forfeit", r)
    check(j["players"][0]["replaced_by"] == j["arena"]["fallback"], "the fallback took over", r)
    check(j["faults"][0]["kind"] == "garbled" and j["faults"][0]["request"] == "play", "fault details", r)
except ValueError:
    check(False, "JSON report after a fault", r)

with tempfile.TemporaryDirectory() as tmp:
    # The records of a run, read by tools/bench/moon_records.py, count the moons the report
    # counts; a records directory that cannot be made stops the run with status 1.
    records = os.path.join(tmp, "records", "made-here")
    r = run("shooter", "medium", "medium", "medium", "--hands", "12", "--duplicate", "--seed", "3",
            "--iterations", "200", "--records", records, "--json", "-")
    check(r.returncode == 0, "a run with --records into a directory to be made succeeds", r)
    try:
        shot = json.loads(r.stdout)["players"][0]["moons_shot"]
    except ValueError:
        shot = None
        check(False, "--records run writes its JSON report", r)
    check(len(os.listdir(records)) == 12, "one record per block and rotation (3 x 4)")
    tool = subprocess.run([sys.executable, os.path.join(SOURCE, "tools/bench/moon_records.py"),
                           records, "0"], capture_output=True, text=True, timeout=50)
    check(tool.returncode == 0 and ("moons shot: %s\n" % shot) in tool.stdout,
          "moon_records.py counts the moons the arena reports (%s)" % shot, tool)
    if AUTOPSY:
        # The same moons as plays, judged with every hand open by hearts-moon-autopsy: each
        # one is classed once; named for a seat that did not shoot, a hand is no moon at all.
        lines = subprocess.run([sys.executable, os.path.join(SOURCE, "tools/bench/moon_records.py"),
                                records, "0", "--plays"], capture_output=True, text=True,
                               timeout=50).stdout.splitlines()
        check(len(lines) == shot and all(len(l.split()) == 53 for l in lines),
              "moon_records.py --plays writes one line of 52 plays per moon (%s)" % shot)
        judged = subprocess.run([AUTOPSY, "--nodes", "100000"], input="\n".join(lines) + "\n",
                                capture_output=True, text=True, timeout=50)
        # With --players each seat is the player's position on the command line: the shooter
        # is player 0 in every rotation, and the autopsy judges the hands the same.
        renamed = subprocess.run([sys.executable, os.path.join(SOURCE, "tools/bench/moon_records.py"),
                                  records, "0", "--plays", "--players"], capture_output=True,
                                 text=True, timeout=50).stdout.splitlines()
        check(len(renamed) == shot and all(l.startswith("0 ") for l in renamed),
              "moon_records.py --players names the shooter player 0 (%s)" % shot)
        same = subprocess.run([AUTOPSY, "--nodes", "100000"], input="\n".join(renamed) + "\n",
                              capture_output=True, text=True, timeout=50)
        check(same.stdout == judged.stdout, "the autopsy judges the renamed hands alike", same)
        # Player 1 alone, whatever the others do: every moon classed once, and no more of them
        # stoppable from the first lead than by the three defenders together.
        alone = subprocess.run([AUTOPSY, "--nodes", "100000", "--alone", "1"],
                               input="\n".join(renamed) + "\n", capture_output=True, text=True,
                               timeout=50)

        def counted(out, what):
            return sum(int(l.rsplit(": ", 1)[1]) for l in out.splitlines() if l.startswith(what))

        check(alone.returncode == 0 and
              counted(alone.stdout, ("let through", "not stoppable", "unknown")) == shot,
              "hearts-moon-autopsy --alone classes every moon once", alone)
        check(counted(alone.stdout, "not stoppable") >= counted(same.stdout, "not stoppable"),
              "one defender alone stops no moon the three together cannot", alone)
        refused = subprocess.run([AUTOPSY, "--alone", "0"], input=renamed[0] + "\n" if renamed else "",
                                 capture_output=True, text=True, timeout=50)
        check(not renamed or (refused.returncode == 1 and "defends alone" in refused.stderr),
              "hearts-moon-autopsy refuses the shooter as the lone defender", refused)
        classed = sum(int(l.rsplit(": ", 1)[1]) for l in judged.stdout.splitlines()
                      if l.startswith(("let through", "not stoppable", "unknown")))
        check(judged.returncode == 0 and ("moons: %s\n" % shot) in judged.stdout and classed == shot,
              "hearts-moon-autopsy classes every moon once", judged)
        if lines:
            other = str((int(lines[0].split()[0]) + 1) % 4) + lines[0][1:]
            judged = subprocess.run([AUTOPSY], input=other + "\n", capture_output=True, text=True,
                                    timeout=50)
            check(judged.returncode == 0 and "no play let it through (not a moon?): 1" in judged.stdout,
                  "hearts-moon-autopsy finds nothing let through for a seat that did not shoot",
                  judged)
        bad = subprocess.run([AUTOPSY], input="1 2:2C 3:KC\n", capture_output=True, text=True,
                             timeout=50)
        check(bad.returncode == 1 and "line 1: not a shooter and 52 plays" in bad.stderr,
              "hearts-moon-autopsy stops at a malformed line with a message", bad)
    if BELIEF:
        def belief(level):
            r = subprocess.run([BELIEF, "--records", records, "--level", level, "--deals", "100"],
                               capture_output=True, text=True, timeout=50)
            rows = {l.split()[0]: l.split() for l in r.stdout.splitlines()[4:] if l.strip()}
            return r, rows
        judged, rows = belief("hard")
        check(judged.returncode == 0 and "all" in rows and int(rows["all"][1]) > 0,
              "hearts-belief-bench replays the records", judged)
        if "1" in rows and "all" in rows:
            # Before anyone has shown a void, a uniform belief puts a third on each seat:
            # log 3 = 1.0986 per card in doubt.
            check(abs(float(rows["1"][3]) - 1.0986) < 0.03,
                  "hearts-belief-bench's uniform belief at the first trick is a third a seat", judged)
            # The policy's weighting knows more than the hard facts by the last tricks.
            check(float(rows["all"][4]) < float(rows["all"][3]),
                  "hard's weighting puts more belief on the right seats than uniform deals", judged)
        flat, _ = belief("medium")
        check(flat.returncode == 2 and "not a search level" in flat.stderr,
              "hearts-belief-bench refuses a level without a search", flat)
    same = subprocess.run([sys.executable, os.path.join(SOURCE, "tools/bench/paired_records.py"),
                           records, records, "0"], capture_output=True, text=True, timeout=50)
    check(same.returncode == 0 and "deals: 12" in same.stdout and
          "after - before +0.000 +- 0.000" in same.stdout,
          "paired_records.py finds no difference between a run and itself", same)
    blocker = os.path.join(tmp, "a-file")
    with open(blocker, "w") as f:
        f.write("not a directory\n")
    r = run("random", "random", "random", "random", "--hands", "4", "--records",
            os.path.join(blocker, "below"))
    check(r.returncode == 1 and "cannot make the records directory" in r.stderr,
          "a records directory that cannot be made stops the run with a message", r)

for failure in failures:
    print("FAIL:", failure)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
