"""The translation units of a build as clang-tidy must see them: one per source file.

The test programs are unity builds (tests/CMakeLists.txt): compile_commands.json names a
generated Unity/unity_N_cxx.cxx that #includes several test files, and clang-tidy reading
that generated file would check the test files of nobody's folder (run-clang-tidy's file
pattern selects ours). Each such entry is given back as one entry per file it includes,
with the same command, so every test file is still read on its own, as it is written.
Each entry keeps the object the build wrote for it ("output"): the unity object, whose
dependency log lists what every file of its batch read.
"""

import json
import re
import shlex

UNITY = re.compile(r"/Unity/unity_\d+_cxx\.cxx$")
INCLUDED = re.compile(r'^#include "([^"]+)"', re.M)


def object_of(command):
    """The object file a compile command writes (its -o argument)."""
    words = shlex.split(command)
    return words[words.index("-o") + 1] if "-o" in words else ""


def real_units(compile_commands):
    """compile_commands.json's entries with each unity entry split into its files."""
    with open(compile_commands) as f:
        entries = json.load(f)
    units = []
    for entry in entries:
        output = entry.get("output") or object_of(entry["command"])
        if not UNITY.search(entry["file"]):
            units.append(dict(entry, output=output))
            continue
        with open(entry["file"]) as f:
            included = INCLUDED.findall(f.read())
        for source in included:
            command = entry["command"].replace(entry["file"], source)
            units.append(dict(entry, file=source, command=command, output=output))
    return units
