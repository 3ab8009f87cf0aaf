#!/usr/bin/env python3
"""Which translation units clang-tidy must read: those a change touches.

Usage: tidy_units.py BUILD_DIR BASE_COMMIT

Prints the source files of BUILD_DIR's compile_commands.json (ours only: engine, game,
tests, assets) whose own file, or any header the last build read for them (ninja's deps
log), differs from BASE_COMMIT in the working tree. A header's warnings are reported
through the units that include it, so a changed header brings every unit that reads it.
Prints ALL alone when every unit must be read: the base is unknown, or .clang-tidy or
.clang-format changed. Exits 2 with a one-line reason on a bad argument.
"""

import os
import subprocess
import sys

from compile_units import real_units

OURS = ("engine/", "game/", "tests/", "assets/")
EVERYTHING = {".clang-tidy", ".clang-format"}


def git(root, *args):
    return subprocess.run(["git", "-C", root, *args], check=True, capture_output=True, text=True).stdout


def changed_files(root, base):
    """Files that differ from base now: committed since, staged, unstaged, untracked."""
    changed = set(git(root, "diff", "--name-only", base, "--").split())
    changed |= set(git(root, "ls-files", "--others", "--exclude-standard").split())
    return changed


def header_deps(build):
    """Each object's headers, as ninja recorded them, keyed by the object's path."""
    out = subprocess.run(["ninja", "-C", build, "-t", "deps"], check=True, capture_output=True, text=True).stdout
    deps, current = {}, None
    for line in out.splitlines():
        if not line.strip():
            current = None
        elif not line.startswith(" "):
            current = line.split(":")[0]
            deps[current] = []
        elif current is not None:
            deps[current].append(line.strip())
    return deps


def relative(root, build, path):
    """The repository-relative real path of path (links followed), or None outside it."""
    full = os.path.realpath(path if os.path.isabs(path) else os.path.join(build, path))
    rel = os.path.relpath(full, root)
    return None if rel.startswith("..") else rel


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: tidy_units.py BUILD_DIR BASE_COMMIT")
    build, base = os.path.realpath(sys.argv[1]), sys.argv[2]
    root = git(os.path.dirname(os.path.abspath(__file__)), "rev-parse", "--show-toplevel").strip()
    if subprocess.run(["git", "-C", root, "cat-file", "-e", base + "^{commit}"], capture_output=True).returncode:
        print("ALL")
        return
    changed = changed_files(root, base)
    if changed & EVERYTHING:
        print("ALL")
        return
    commands = real_units(os.path.join(build, "compile_commands.json"))
    deps = header_deps(build)
    units = set()
    for command in commands:
        source = relative(root, command["directory"], command["file"])
        if source is None or not source.startswith(OURS):
            continue
        output = command["output"]
        if output not in deps:  # never built: what it reads is unknown, so read it
            units.add(source)
            continue
        read = {source} | {relative(root, build, h) for h in deps[output]}
        if read & changed:
            units.add(source)
    for unit in sorted(units):
        print(unit)


if __name__ == "__main__":
    main()
