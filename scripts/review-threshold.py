#!/usr/bin/env python3
"""Measures what a review's mistake threshold (kMistakeDrop, engine/players Review.h) flags.

For each seed the advisor plays a whole game at PLAY_BUDGET ms a move (a strong player
whose samples differ from the review's), and every position of its line is advised again
at the review's budget, as `scoundrel-cli review` does (the same question as `hint`). It
prints the drops (best chance - chance of the move played, from the same advice) of:
  - the advisor's own moves (should almost never reach the threshold), and
  - gross blunders at the same positions: fighting a monster barehanded when the weapon
    could take it and would save 8 health or more, where the best move still had a 25%
    chance or more (should always reach it).
usage: scripts/review-threshold.py CLI [FIRST_SEED] [SEEDS] [PLAY_BUDGET] [REVIEW_BUDGET]
"""
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

CLI = sys.argv[1]
FIRST = int(sys.argv[2]) if len(sys.argv) > 2 else 1
SEEDS = int(sys.argv[3]) if len(sys.argv) > 3 else 30
PLAY_BUDGET = sys.argv[4] if len(sys.argv) > 4 else "30"
REVIEW_BUDGET = sys.argv[5] if len(sys.argv) > 5 else "100"
RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}


def cli(*args):
    out = subprocess.run([CLI, *args], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def rank(card):
    return RANKS.get(card[:-1]) or int(card[:-1])


def chances(hint):
    table = {hint["move"]: hint["win_chance"]}
    for other in hint["alternatives"]:
        table[other["move"]] = other["win_chance"]
    return table


def game(seed):
    line, own, blunders = [], [], []
    while len(line) < 80:
        moves = " ".join(line)
        state = cli("play", "--seed", str(seed), "--moves", moves)
        if state["status"] != "playing":
            break
        played = cli("hint", "--seed", str(seed), "--moves", moves, "--budget-ms", PLAY_BUDGET)["move"]
        if len(state["legal"]) > 1:
            review = cli("hint", "--seed", str(seed), "--moves", moves, "--budget-ms", REVIEW_BUDGET)
            table = chances(review)
            best = review["win_chance"]
            own.append(best - table[played])
            weapon = rank(state["weapon"]["card"]) if state["weapon"] else 0
            for token in state["legal"]:
                card = token.split(":")[0]
                if not token.endswith(":bare") or card + ":weapon" not in state["legal"]:
                    continue
                if min(rank(card), weapon) >= 8 and best >= 0.25:
                    blunders.append(best - table[token])
        line.append(played)
    return seed, len(line), own, blunders


def summary(name, drops, threshold):
    drops = sorted(drops)
    if not drops:
        print(f"{name}: none")
        return
    at = lambda q: drops[min(len(drops) - 1, int(q * len(drops)))]
    flagged = sum(1 for d in drops if d >= threshold - 1e-9)
    print(f"{name}: {len(drops)} moves; drop min {drops[0]:.3f} median {at(0.5):.3f} "
          f"p95 {at(0.95):.3f} p99 {at(0.99):.3f} max {drops[-1]:.3f}; "
          f"at or over {threshold}: {flagged} ({100.0 * flagged / len(drops):.1f}%)")


with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(game, range(FIRST, FIRST + SEEDS)))
own = [d for r in results for d in r[2]]
blunders = [d for r in results for d in r[3]]
print(f"seeds {FIRST}-{FIRST + SEEDS - 1}, advisor playing at {PLAY_BUDGET} ms, reviewed at {REVIEW_BUDGET} ms; "
      f"{sum(r[1] for r in results)} moves")
for threshold in (0.05, 0.10, 0.15, 0.20):
    summary(f"threshold {threshold:.2f}  advisor's own moves", own, threshold)
    summary(f"threshold {threshold:.2f}  gross blunders     ", blunders, threshold)
