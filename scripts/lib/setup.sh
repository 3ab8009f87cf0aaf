# Shared by play.sh and test.sh: install the Debian packages that are missing, then
# configure and build. Sourced, not run; expects ROOT to be the repository root.

# What building and running the game needs, as Debian 12 package names: all that
# play.sh installs, so a player does not get the test toolchain.
SCOUNDREL_PLAY_PACKAGES=(
  cmake ninja-build g++ pkg-config
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libx11-dev nlohmann-json3-dev
  gettext
)
# What the tests, benchmarks, fuzzers and packaging checks add (test.sh, package.sh, fuzz.sh).
SCOUNDREL_TEST_PACKAGES=(
  python3
  libgtest-dev libgmock-dev libbenchmark-dev
  xvfb xauth xdotool
  clang libclang-rt-14-dev clang-tidy ccache
  desktop-file-utils appstream dpkg-dev file
  man-db x11-utils
)

# The two builds test.sh makes (and scripts/ci-cost.sh measures). Line tables (-g1)
# instead of full debug information: a third less compiling, and still a file and line
# for every frame of a backtrace. -O1 keeps the sanitizer build's assertions and makes its
# property tests several times faster. Unity builds (SCOUNDREL_UNITY): the sources eight
# to a unit, for a cold build's sake (CI starts with no compiler cache). Test batches
# (SCOUNDREL_TEST_BATCHES): each test program's tests in a few processes, not one a test.
SCOUNDREL_NORMAL_BUILD_ARGS=(
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
  -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=ON -DSCOUNDREL_WERROR=ON -DSCOUNDREL_UNITY=ON -DSCOUNDREL_TEST_BATCHES=ON
)
SCOUNDREL_ASAN_BUILD_ARGS=(
  -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g1 -O1"
  -DSCOUNDREL_SANITIZE=ON -DSCOUNDREL_WERROR=ON -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=OFF
  -DSCOUNDREL_UNITY=ON -DSCOUNDREL_TEST_BATCHES=ON
)

# missing_packages PKG... : those of PKG that are not installed.
missing_packages() {
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q '^install ok installed$' || echo "$pkg"
  done
}

# install_missing_packages [--play]: the game's packages, and the test toolchain unless --play.
install_missing_packages() {
  local wanted=("${SCOUNDREL_PLAY_PACKAGES[@]}")
  [ "${1:-}" = "--play" ] || wanted+=("${SCOUNDREL_TEST_PACKAGES[@]}")
  local missing
  mapfile -t missing < <(missing_packages "${wanted[@]}")
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing packages: ${missing[*]}"
  local run=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      run=(sudo)
    else
      echo "error: these packages are missing and I cannot install them without root:" >&2
      echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
      return 1
    fi
  fi
  "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    { echo "error: apt-get could not install: ${missing[*]}" >&2; return 1; }
}

# configure_and_build BUILD_DIR [CMAKE ARGS...] -- [BUILD TARGETS...]
configure_and_build() {
  local dir=$1; shift
  local cmake_args=() targets=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do cmake_args+=("$1"); shift; done
  [ "${1:-}" = "--" ] && shift
  targets=("$@")
  # Configured every time (a second when nothing changed), so play.sh and test.sh can
  # share build/ with their own options (tests off for play.sh, on for test.sh).
  local generator=()
  [ -f "$ROOT/$dir/CMakeCache.txt" ] || generator=(-G Ninja)
  # ccache, where it is installed (test.sh installs it), makes a second build of the
  # same sources nearly free: the two test builds after a small change, or a fresh clone
  # in another folder (paths are taken relative to the clone).
  local launcher=()
  if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$ROOT}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
    # The test programs' precompiled headers (tests/CMakeLists.txt) are cached only
    # with these.
    export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros}"
  fi
  cmake -S "$ROOT" -B "$ROOT/$dir" "${generator[@]}" "${launcher[@]}" "${cmake_args[@]}" >/dev/null
  local target_args=()
  [ ${#targets[@]} -gt 0 ] && target_args=(--target "${targets[@]}")
  cmake --build "$ROOT/$dir" -j "$(nproc)" "${target_args[@]}"
}
