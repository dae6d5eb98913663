#!/usr/bin/env bash
# The README's two commands on a fresh clone, as a new user would run them: clones the commit checked out here into
# a new 0700 temp folder, runs `npm install && npm start` until the health check answers (then stops it), then
# `npm test`, and prints the times and the test summary. Exits non-zero when either command fails.
#
#   bash scripts/fresh-clone-check.sh            # both commands
#   bash scripts/fresh-clone-check.sh --start    # only `npm install && npm start`
#
# PORT, EMBEDDED_PG_PORT and E2E_PORT pass through (defaults 3000, 54329, 3210). KEEP=1 keeps the clone.
set -uo pipefail

only_start=0
[ "${1:-}" = "--start" ] && only_start=1
source_repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$source_repo" rev-parse HEAD)"
port="${PORT:-3000}"
work="$(mktemp -d)" # 0700, like root's home: PostgreSQL's user cannot enter it
clone="$work/bizamply"
log="$work/logs"
mkdir -p "$log"
server_pid=""

say() { printf 'fresh-clone-check: %s\n' "$*"; }
seconds_since() { echo $(($(date +%s) - $1)); }

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -INT -- "-$server_pid" 2>/dev/null
    for _ in $(seq 1 150); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$server_pid" 2>/dev/null
  fi
  server_pid=""
}

cleanup() {
  stop_server
  if [ "${KEEP:-0}" = "1" ]; then
    say "kept $clone (logs in $log)"
    return
  fi
  # As root, the clone's clusters live under /var/lib/bizamply/clusters, linked from its DATA_DIRs.
  while IFS= read -r link; do
    target="$(readlink "$link")"
    case "$target" in /var/lib/bizamply/clusters/*/postgres) rm -rf "$(dirname "$target")" ;; esac
  done < <(find "$clone" -maxdepth 3 -name postgres -type l 2>/dev/null)
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -n "$(git -C "$source_repo" status --porcelain --untracked-files=no)" ]; then
  say "note: uncommitted changes in $source_repo are not part of the check (commit $commit is)"
fi
say "cloning $commit into $clone (a 0700 folder) as $(id -un)"
git clone --quiet --no-local "$source_repo" "$clone" && git -C "$clone" checkout --quiet --detach "$commit" || exit 1
cd "$clone" || exit 1

started=$(date +%s)
if ! npm install --no-audit --no-fund >"$log/install.txt" 2>&1; then
  tail -n 20 "$log/install.txt"
  say "FAILED: npm install (log above)"
  exit 1
fi
install_seconds=$(seconds_since "$started")
say "npm install: ${install_seconds} s"

started=$(date +%s)
setsid npm start >"$log/start.txt" 2>&1 &
server_pid=$!
healthy=0
for _ in $(seq 1 600); do
  kill -0 "$server_pid" 2>/dev/null || break
  if node -e "fetch('http://127.0.0.1:$port/backend/api/system/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    healthy=1
    break
  fi
  sleep 1
done
start_seconds=$(seconds_since "$started")
if [ "$healthy" != 1 ]; then
  tail -n 20 "$log/start.txt"
  say "FAILED: npm start was not healthy after ${start_seconds} s (log above)"
  exit 1
fi
say "npm start: healthy after ${start_seconds} s (install + start: $((install_seconds + start_seconds)) s)"
stop_server
[ "$only_start" = 1 ] && exit 0

started=$(date +%s)
npm test >"$log/test.txt" 2>&1
test_status=$?
test_seconds=$(seconds_since "$started")
say "npm test: exit ${test_status} after ${test_seconds} s; summary:"
# Without colours: the typecheck line, vitest's totals (unit, reliability), the reliability table's rows,
# Playwright's totals and any line about getting Chromium.
sed -e 's/\x1b\[[0-9;]*m//g' "$log/test.txt" |
  grep -E '^typecheck:|^ +(Test Files|Tests) +[0-9]|^\| [a-z]\. |^ +[0-9]+ (passed|failed|flaky|skipped)|bizamply: .*Chromium' |
  sed -e 's/^/  /'
if [ "$test_status" != 0 ]; then
  tail -n 40 "$log/test.txt"
  say "FAILED: npm test (last lines above)"
  exit 1
fi
say "OK: install ${install_seconds} s, start to healthy ${start_seconds} s, test ${test_seconds} s"
