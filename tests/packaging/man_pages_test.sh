#!/bin/sh
# The man pages render without warnings and document everything the programs' own
# --help lists: every option of scoundrel, every command and option of scoundrel-cli.
#   usage: man_pages_test.sh SCOUNDREL SCOUNDREL_CLI MAN_DIR
set -eu

GAME=$1
CLI=$2
MAN=$3
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failed=0

fail() {
    echo "FAIL: $*" >&2
    failed=1
}

# The page as plain text, and groff's warnings about it.
render() {
    LC_ALL=C.UTF-8 MANWIDTH=100 man --warnings -l "$MAN/$1.6" >"$WORK/$1.txt" 2>"$WORK/$1.warnings" ||
        fail "man cannot render $1.6"
    [ ! -s "$WORK/$1.warnings" ] || fail "$1.6 has roff warnings: $(cat "$WORK/$1.warnings")"
}

# Every --option in the help text must be in the page (as text, hyphens unescaped).
options_documented() {
    for option in $(grep -oE -- '--[a-z][a-z-]*' "$WORK/$1.help" | sort -u); do
        grep -qF -- "$option" "$WORK/$1.txt" || fail "$1.6 does not document $option"
    done
}

render scoundrel
render scoundrel-cli
"$GAME" --help >"$WORK/scoundrel.help"
"$CLI" --help >"$WORK/scoundrel-cli.help"
options_documented scoundrel
options_documented scoundrel-cli

# scoundrel-cli's commands: the first word of each line indented by two spaces in the
# "Commands" block of its usage.
commands=$(sed -n '/^Commands/,/^$/p' "$WORK/scoundrel-cli.help" | grep -oE '^  [a-z]+' | tr -d ' ' | sort -u)
[ -n "$commands" ] || fail "found no commands in scoundrel-cli --help"
for command in $commands; do
    grep -qE "^ {7}$command( |$)" "$WORK/scoundrel-cli.txt" || fail "scoundrel-cli.6 has no entry for the '$command' command"
done
[ "$failed" -eq 0 ] && echo "PASS: $(echo $commands | wc -w) commands and every option documented"
exit "$failed"
