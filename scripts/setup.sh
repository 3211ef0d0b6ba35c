#!/usr/bin/env bash
# Installs what building, serving and testing need; skips whatever is already present.
# Usage: scripts/setup.sh [--browser] [--fuzz] [--size]
#   --browser also installs Chromium and ChromeDriver;
#   --fuzz also installs the nightly toolchain and cargo-fuzz (for scripts/fuzz.sh);
#   --size also installs twiggy (what the page's wasm holds: BENCHMARKS.md, Size).
set -euo pipefail
cd "$(dirname "$0")/.."

browser=false
fuzz=false
size=false
for arg in "$@"; do
  case $arg in
    --browser) browser=true ;;
    --fuzz) fuzz=true ;;
    --size) size=true ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' Cargo.lock 2>/dev/null || true)
WASM_BINDGEN_VERSION=${WASM_BINDGEN_VERSION:-0.2.130}

step() { printf '\n==> %s\n' "$*"; }

SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo

# wasm-split, which splits the page's wasm (scripts/page-split.mjs), from Debian's binaryen,
# unpacked beside the user's files: installed, its wasm-opt would come before npm's on PATH,
# and Trunk asks for that one's version.
WASM_SPLIT_DIR="$HOME/.local/lib/binaryen-108"
unpack_binaryen() {
  local deb_dir
  deb_dir=$(mktemp -d)
  (cd "$deb_dir" && apt-get download binaryen)
  mkdir -p "$WASM_SPLIT_DIR"
  dpkg -x "$deb_dir"/binaryen_*.deb "$WASM_SPLIT_DIR"
  rm -rf "$deb_dir"
}

# Debian's side, in one job (apt takes one lock): the index, the packages given, then
# binaryen unpacked when asked.
debian_setup() {
  local binaryen=$1
  shift
  $SUDO apt-get update -qq
  if [ $# -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@"
  fi
  if $binaryen; then
    unpack_binaryen
  fi
}

# Downloads (npm, Debian packages) run in the background while cargo compiles the tools
# below, which keep both cores busy; each writes a log shown only if it fails.
logs=$(mktemp -d)
background=()
in_background() {
  local name=$1
  shift
  step "$name (in the background)"
  "$@" >"$logs/${#background[@]}.log" 2>&1 &
  background+=("$!:$name")
}
wait_for_background() {
  local job pid name failed=0 i=0
  for job in "${background[@]}"; do
    pid=${job%%:*}
    name=${job#*:}
    if ! wait "$pid"; then
      echo "setup: $name failed:" >&2
      cat "$logs/$i.log" >&2
      failed=1
    fi
    i=$((i + 1))
  done
  rm -rf "$logs"
  return $failed
}

if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  in_background "installing npm packages (binaryen, terser, Playwright, axe-core)" npm ci --no-audit --no-fund
fi

# The fuzz targets are compiled on every test run; libfuzzer-sys builds libFuzzer (C++).
debian_packages=()
command -v c++ >/dev/null || debian_packages+=(g++)
if $browser && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  debian_packages+=(chromium chromium-driver)
fi
binaryen=false
command -v wasm-split >/dev/null || [ -x "$WASM_SPLIT_DIR/usr/bin/wasm-split" ] || binaryen=true
if [ ${#debian_packages[@]} -gt 0 ] || $binaryen; then
  what=("${debian_packages[@]}")
  $binaryen && what+=("binaryen (unpacked into $WASM_SPLIT_DIR, for wasm-split)")
  in_background "installing Debian's ${what[*]}" debian_setup "$binaryen" "${debian_packages[@]}"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  step "installing trunk $TRUNK_VERSION (about 4 minutes, once)"
  # Unoptimised: half the compiling of its optimised build, which links with fat LTO in
  # one codegen unit. Trunk only runs the build's tools (cargo, wasm-bindgen, wasm-opt),
  # so `trunk build --release` takes as long either way (BENCHMARKS.md, make test's time).
  cargo install --locked --debug trunk --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # Its own lock file asks for a crate version the registry lacks, so no --locked.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# What the page's wasm holds (BENCHMARKS.md, Size): twiggy top / dominators. Only on
# request: no test needs it, and compiling it would lengthen a fresh machine's `make test`.
if $size && ! command -v twiggy >/dev/null; then
  step "installing twiggy (about 2 minutes, once)"
  cargo install twiggy
fi

wait_for_background

if $fuzz && ! rustup toolchain list | grep -q '^nightly'; then
  step "installing the nightly toolchain (cargo fuzz needs it)"
  rustup toolchain install nightly --profile minimal
fi

if $fuzz && ! cargo fuzz --version >/dev/null 2>&1; then
  step "installing cargo-fuzz (about 2 minutes, once)"
  cargo install cargo-fuzz --locked
fi
