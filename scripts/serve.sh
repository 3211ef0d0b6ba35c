#!/usr/bin/env bash
# Builds the release site and serves it on http://127.0.0.1:8080 (PORT=... to change).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
scripts/size-report.sh
echo "Serving dist/ on http://127.0.0.1:${PORT:-8080} (Ctrl+C stops)"
exec node tests/e2e/serve.mjs dist "${PORT:-8080}"
