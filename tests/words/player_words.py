#!/usr/bin/env python3
"""Values below, words above: no player-facing English in engine/rules, engine/record or engine/store.

The rules, the record (its JSON reader too) and the store say what happened as values
(ids, kinds, parameters); the words a player reads are made above them, by the game
(game/src/text) and by scoundrel-cli (engine/cli). This test reads every string literal
of engine/rules, engine/record and engine/store and fails on one that reads as words: two words with a space between them, or a
capitalised word. Ids, JSON keys, file names and formats are single lower-case tokens
and pass. The literals still there for a reason are listed, file by file, in
allowed_literals.txt; an entry whose literal has gone fails too, so the list only
shrinks.

    player_words.py ROOT [ALLOWED]

With --game it reads instead the files of game/src, whose words are in the catalogue
(TRANSLATED): there a literal that reads as words must be an argument of text/Translate.h's
tr, trc, trn, trMark or trcMark; the exceptions are in game_allowed_literals.txt. With
--count it prints, for the whole of game/src, how many such literals are still outside
the catalogue, file by file (the work left, not a failure).

    player_words.py ROOT --game [ALLOWED]
    player_words.py ROOT --count
"""
import os
import re
import sys

FOLDERS = ("engine/rules", "engine/record", "engine/store")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
# Two words, the first of them perhaps one capital letter ("A turn").
PROSE = re.compile(r"(?:[A-Za-z]{2,}|\b[A-Z])[ ,:;]+[A-Za-z]{2,}")
CAPITALISED = re.compile(r"^[A-Z][a-z]{2,}")


def without_comments(text):
    """The code with its comments blanked, string literals kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


# The game's files whose every word is in the catalogue: all of them (issue 26); what is
# left outside it, and why, is in game_allowed_literals.txt.
TRANSLATED = ("game/src",)
# A call of the catalogue's functions with its literal arguments, which may run over lines,
# up to its first argument that is not a literal (trn's count, trc's looked-up English).
TRANSLATE_CALL = re.compile(r'\b(?:tr|trc|trn|trMark|trcMark)\s*\((?:\s|,|"(?:[^"\\]|\\.)*")*', re.S)
# What a scene hands a layout dump or a binding table: ids, not words.
KEYED = re.compile(r'(?:\{"[a-z_.]+",|\["[a-z_.]+"\]|== "[a-z_]+"|\.add\("[a-z_]+",)')


def words_in(path, translated=False):
    with open(path, encoding="utf-8") as f:
        code = without_comments(f.read())
    if translated:
        code = TRANSLATE_CALL.sub("tr(", code)
    # A static_assert's message is for whoever breaks the build, not for a player.
    code = re.sub(r'static_assert\s*\((?:[^;"]|"(?:[^"\\]|\\.)*")*\);', "", code, flags=re.S)
    for line in code.splitlines():
        if line.lstrip().startswith("#include"):
            continue
        for literal in LITERAL.findall(line):
            if PROSE.search(literal) or CAPITALISED.search(literal):
                yield literal


def read_allowed(path):
    allowed = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            file, _, literal = line.partition("\t")
            allowed.add((file, literal))
    return allowed


def game_files(root, paths):
    for path in paths:
        full = os.path.join(root, path)
        if os.path.isfile(full):
            yield full
        for base, _, files in os.walk(full):
            for name in sorted(files):
                if name.endswith((".cpp", ".h")):
                    yield os.path.join(base, name)


def check_game(root, allowed_path):
    allowed = read_allowed(allowed_path)
    found = set()
    for path in game_files(root, TRANSLATED):
        rel = os.path.relpath(path, root)
        found.update((rel, literal) for literal in words_in(path, translated=True))
    added = sorted(found - allowed)
    gone = sorted(allowed - found)
    for file, literal in added:
        print(f'{file}: "{literal}" is not in the catalogue: wrap it in tr() (text/Translate.h), or list it in '
              f"{os.path.basename(allowed_path)} with its reason")
    for file, literal in gone:
        print(f'{file}: "{literal}" is no longer there: remove it from {os.path.basename(allowed_path)}')
    if added or gone:
        return 1
    print(f"every word of {len(TRANSLATED)} translated parts of game/src is in the catalogue")
    return 0


def count_game(root):
    total = 0
    for path in game_files(root, ("game/src",)):
        n = len(list(words_in(path, translated=True)))
        if n:
            print(f"{n:4d}  {os.path.relpath(path, root)}")
            total += n
    print(f"{total:4d}  literals that read as words, outside the catalogue")
    return 0


def main():
    root = sys.argv[1]
    if len(sys.argv) > 2 and sys.argv[2] == "--count":
        return count_game(root)
    if len(sys.argv) > 2 and sys.argv[2] == "--game":
        here = os.path.dirname(__file__)
        return check_game(root, sys.argv[3] if len(sys.argv) > 3 else os.path.join(here, "game_allowed_literals.txt"))
    allowed_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "allowed_literals.txt")
    allowed = read_allowed(allowed_path)
    found = set()
    for folder in FOLDERS:
        for base, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(base, name)
                rel = os.path.relpath(path, root)
                found.update((rel, literal) for literal in words_in(path))
    added = sorted(found - allowed)
    gone = sorted(allowed - found)
    for file, literal in added:
        print(f'{file}: player-facing words "{literal}": return a value and word it in game/src/text '
              f"(and engine/cli for the CLI), or list it in {os.path.basename(allowed_path)} with its reason")
    for file, literal in gone:
        print(f'{file}: "{literal}" is no longer there: remove it from {os.path.basename(allowed_path)}')
    if added or gone:
        return 1
    print(f"no new player-facing words in {', '.join(FOLDERS)} ({len(found)} allowed literals remain)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
