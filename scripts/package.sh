#!/usr/bin/env bash
# Builds the Debian package and the .tar.gz: installs what is missing, makes a Release
# build in build-package/ (installing under /usr), and runs CPack. Prints where they are.
#   scripts/package.sh
#   sudo apt install ./build-package/scoundrel_*.deb     (or: sudo dpkg -i ...)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

install_missing_packages

echo "== release build (build-package/)"
configure_and_build build-package -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DSCOUNDREL_BUILD_TESTS=OFF -DSCOUNDREL_BUILD_BENCHMARKS=OFF

echo "== packages"
shopt -s nullglob
rm -f "$ROOT"/build-package/scoundrel_*.deb "$ROOT"/build-package/scoundrel-*.tar.gz
(cd "$ROOT/build-package" && cpack -G "DEB;TGZ" >/dev/null)
packages=("$ROOT"/build-package/scoundrel_*.deb "$ROOT"/build-package/scoundrel-*.tar.gz)
[ ${#packages[@]} -eq 2 ] || { echo "error: cpack did not make both packages" >&2; exit 1; }
for package in "${packages[@]}"; do
  echo "$package"
done
