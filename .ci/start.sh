#!/usr/bin/env bash
# Starts the book on a fresh machine: installs the npm packages if needed, builds the static site, serves it.
#
# Stopped with SIGTERM (what a supervisor sends), SIGINT (Ctrl-C) or SIGHUP, nothing it started goes on: each step
# runs as a child this script waits for and passes the signal on to, and the server replaces the script (exec), so
# the signal reaches it directly. npm runs this as `exec bash .ci/start.sh` (package.json) so that no shell stands
# between npm, which forwards the signal to its child, and this script; the build and the server are started as
# vite itself, not through `npm run` / `npx`, whose own shells would not pass the signal on.
set -euo pipefail
cd "$(dirname "$0")/.."

child=
stop() {
  trap - TERM INT HUP
  if [ -n "$child" ]; then kill -TERM "$child" 2>/dev/null || true; wait "$child" 2>/dev/null || true; fi
  exit 143
}
trap stop TERM INT HUP
# Runs one step in the background and waits for it, so that a signal interrupts the wait and reaches the step.
run() { local rc=0; "$@" & child=$!; wait "$child" || rc=$?; child=; return "$rc"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  run npm ci --no-audit --no-fund
fi
# What `npm run build` runs: the site, then its search index (pagefind.yml; under a second), written twice: into
# build/ (the static site) and where `vite preview` serves from (SvelteKit's own output, not the adapter's copy).
run node_modules/.bin/vite build
run node_modules/.bin/pagefind --site build
run node_modules/.bin/pagefind --site build --output-path .svelte-kit/output/client/pagefind
echo "Crowds & Flocks: open http://127.0.0.1:${PORT:-4173}/"
trap - TERM INT HUP
exec node_modules/.bin/vite preview --host 127.0.0.1 --port "${PORT:-4173}" --strictPort
