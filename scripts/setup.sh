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

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  step "installing trunk $TRUNK_VERSION (about 5 minutes, once)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
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

if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm packages (binaryen, Playwright, axe-core)"
  npm ci --no-audit --no-fund
fi

SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
apt_install() {
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@"
}

# The fuzz targets are compiled on every test run; libfuzzer-sys builds libFuzzer (C++).
if ! command -v c++ >/dev/null; then
  step "installing a C++ compiler (libfuzzer-sys builds libFuzzer)"
  apt_install g++
fi

if $browser && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  step "installing Debian's chromium and chromium-driver"
  apt_install chromium chromium-driver
fi

if $fuzz && ! rustup toolchain list | grep -q '^nightly'; then
  step "installing the nightly toolchain (cargo fuzz needs it)"
  rustup toolchain install nightly --profile minimal
fi

if $fuzz && ! cargo fuzz --version >/dev/null 2>&1; then
  step "installing cargo-fuzz (about 2 minutes, once)"
  cargo install cargo-fuzz --locked
fi
