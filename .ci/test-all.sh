#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what the tests need (npm packages, Debian's Chromium),
# then type-checks, runs unit + component tests (Vitest) and end-to-end tests (Playwright in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Chromium from Debian's packages"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== type check (svelte-check)"
npm run --silent check

echo "== unit and component tests (Vitest)"
npx vitest run

echo "== end-to-end tests (Playwright, /usr/bin/chromium, against the built static site)"
npx playwright test
