#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what the tests need (npm packages, Debian's Chromium and Mono),
# then type-checks, runs unit + component tests (Vitest) and end-to-end tests (Playwright in Chromium).
# Each stage says how long it took, so a slow stage shows in any log.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage_start=$SECONDS
stage() { # stage "name": ends the previous stage's clock and starts this one's
  [ -n "${stage_name:-}" ] && echo "== ${stage_name}: $((SECONDS - stage_start)) s"
  stage_name="$1"; stage_start=$SECONDS
  [ -n "$1" ] && echo "== $1"
  return 0
}

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  stage "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

# Debian's packages the tests run: Chromium (end-to-end) and Mono's mcs and mono (the C# take-home files).
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v mcs >/dev/null 2>&1 && command -v mono >/dev/null 2>&1 || missing="$missing mono-mcs mono-runtime"
if [ -n "$missing" ]; then
  stage "installing from Debian's packages:$missing"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi

# Tests whose inputs are unchanged since they passed are not run again, but for a random tenth (tests/passes/,
# tests/e2e/remember.ts); REMEMBER_PASSES=0 npm test runs everything.
export REMEMBER_PASSES="${REMEMBER_PASSES:-1}"

stage "type check (svelte-check)"
npm run --silent check

stage "unit and component tests (Vitest)"
npx vitest run

stage "end-to-end tests (Playwright, /usr/bin/chromium, against the built static site)"
npx playwright test

stage ""
echo "== all tests passed in $((SECONDS - started)) s"
