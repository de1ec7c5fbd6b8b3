#!/usr/bin/env bash
# Starts the book on a fresh machine: installs the npm packages if needed, builds the static site, serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
echo "Crowds & Flocks: open http://127.0.0.1:${PORT:-4173}/"
exec npx vite preview --host 127.0.0.1 --port "${PORT:-4173}" --strictPort
