#!/usr/bin/env bash
# Runs every test, in order: formatting, lints, native tests, the fuzz targets' build,
# browser unit tests, the release build and the end-to-end suite. Prints a summary;
# exits non-zero on any failure. Installs what it needs first.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser || { echo "setup failed"; exit 1; }
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver

passed=0
failed=0
summary=()
step() {
  local name=$1
  shift
  printf '\n==> %s\n' "$name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    summary+=("ok      $name ($((SECONDS - start)) s)")
  else
    failed=$((failed + 1))
    summary+=("FAILED  $name ($((SECONDS - start)) s)")
  fi
}

step "cargo fmt --check" cargo fmt --all --check
step "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
step "native tests" cargo test --workspace
# The fuzz targets are their own workspace (fuzzing needs nightly): compiled and linted
# here on stable so that they follow the code they fuzz; scripts/fuzz.sh runs them.
step "fuzz targets compile (clippy)" cargo clippy --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings
# The variant corpus's wasm module for the Chromium benchmark (crates/engine/benches/iss)
# is its own workspace too; it embeds only the repository's data, so it is built here.
step "variant bench module compiles (clippy)" cargo clippy \
  --manifest-path crates/engine/benches/variants-wasm/Cargo.toml --target wasm32-unknown-unknown -- -D warnings
# The golden seeds' test makes every golden puzzle in the browser, about 20 s here: past
# wasm-bindgen-test's default limit of 20 s a test counts as failed.
step "browser unit tests (wasm-bindgen-test, headless Chromium)" \
  env WASM_BINDGEN_TEST_TIMEOUT=300 cargo test -p sudoku-app --target wasm32-unknown-unknown
step "trunk build --release" trunk build --release
step "size report" scripts/size-report.sh
step "end-to-end tests (Playwright, headless Chromium)" npx playwright test

printf '\n==> summary\n'
printf '  %s\n' "${summary[@]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
