#!/usr/bin/env bash
# Every test: types, unit, API on embedded PGlite, API again on PostgreSQL when one answers, E2E.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json
failed_steps=0
timings=""
run_started=$SECONDS
# one stage: its command line, how long it took, and whether it failed
step() {
  echo "==> $*"
  local started=$SECONDS
  "$@" || failed_steps=$((failed_steps + 1))
  timings+="$(printf '%5ss  %s' $((SECONDS - started)) "$*" | cut -c1-110)"$'\n'
}
# Vitest leaves one core idle by default; test files here share no database (each API file opens its own),
# so they use every core: on 2 cores unit 75 s → 48 s, API on PGlite 374 s → 311 s, on PostgreSQL 188 s → 138 s.
workers="--maxWorkers=${TEST_WORKERS:-100%}"
vitest() { npx vitest run "$workers" --reporter=default --reporter=json "$@"; }

# A stage run beside others: its output goes to test-results/<name>.log and is shown, with its time, once it ends.
declare -A beside_pid beside_command
beside() {
  local name=$1
  shift
  echo "==> $* (beside the next stages: its output follows when it ends)"
  beside_command[$name]="$*"
  (
    started=$SECONDS
    "$@"
    status=$?
    echo $((SECONDS - started)) > "test-results/$name.seconds"
    exit $status
  ) > "test-results/$name.log" 2>&1 &
  beside_pid[$name]=$!
}
# waits for a stage started by `beside`, shows its output and notes its time; the label says what it ran beside
finish_beside() {
  local name=$1 label=$2 status=0
  wait "${beside_pid[$name]}" || status=$?
  echo "==> ${beside_command[$name]}"
  cat "test-results/$name.log"
  [ "$status" = 0 ] || failed_steps=$((failed_steps + 1))
  timings+="$(printf '%5ss  [%s] %s' "$(cat "test-results/$name.seconds" 2>/dev/null)" "$label" "${beside_command[$name]}" | cut -c1-110)"$'\n'
}

# ESLint keeps to one core: it runs beside the type check, the format check and the unit tests, its report after them
beside lint npm run --silent lint
step npm run --silent typecheck
step npm run --silent format:check
step vitest --project unit --project web --project web-isolated --outputFile.json=test-results/unit.json
finish_beside lint 'beside the three above'
# the API and multi-process tests race real timers, pools and processes on 2 shared cores: a failure gets one more try,
# and the summary names every test that needed it (as Playwright's retry does for E2E)
retry="--retry=${TEST_RETRIES:-1}"
postgres_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
postgres_answers=false
node scripts/postgres-available.mjs "$postgres_url" && postgres_answers=true
# the two API suites one after the other by default: side by side (TEST_API_SIDE_BY_SIDE=1, decision 131) saves
# about 100 s on a quiet machine, but doubles the load on the timing-bound tests (a Redis outage under traffic,
# 3,000 visitors in one test), which then failed on both tries in a loaded run
side_by_side=${TEST_API_SIDE_BY_SIDE:-0}
if $postgres_answers && [ "$side_by_side" = 1 ]; then
  beside api-postgres env DATABASE_URL="$postgres_url" npx vitest run "$workers" --project api "$retry" --reporter=default \
    --reporter=json --outputFile.json=test-results/api-postgres.json
fi
step vitest --project api "$retry" --outputFile.json=test-results/api-pglite.json
if $postgres_answers && [ "$side_by_side" = 1 ]; then
  finish_beside api-postgres 'beside the embedded one'
elif $postgres_answers; then
  step env DATABASE_URL="$postgres_url" npx vitest run "$workers" --project api "$retry" --reporter=default --reporter=json \
    --outputFile.json=test-results/api-postgres.json
else
  echo "==> PostgreSQL at $postgres_url does not answer: database tests ran on PGlite only"
fi
step npm run build
# several production processes on one PostgreSQL, Redis and s3rver, and compose.yaml checked against them (server/cluster)
if ! $postgres_answers; then
  echo "==> PostgreSQL at $postgres_url does not answer: the multi-process tests are skipped, compose.yaml is still checked"
fi
step env TEST_POSTGRES_URL="$postgres_url" npx vitest run --project cluster "$retry" --reporter=default --reporter=json \
  --outputFile.json=test-results/cluster.json
# a free port unless one is given, so a server left over from another run cannot block the E2E run
export E2E_PORT="${E2E_PORT:-$(node scripts/free-port.mjs)}"
export E2E_PRODUCTION_PORT="${E2E_PRODUCTION_PORT:-$(node scripts/free-port.mjs)}"
while [ "$E2E_PRODUCTION_PORT" = "$E2E_PORT" ]; do E2E_PRODUCTION_PORT=$(node scripts/free-port.mjs); done
# the E2E server's database: a new one on PostgreSQL when it answers (a fifth faster than embedded), else embedded;
# the production-build spec still runs the built app on its embedded database (decision 083)
if $postgres_answers; then
  step env E2E_DATABASE_URL="$postgres_url" npx playwright test
else
  step npx playwright test
fi
echo "==> time per stage"
printf '%s' "$timings"
printf '%5ss  in all\n' $((SECONDS - run_started))
node scripts/summarize-tests.mjs test-results "$failed_steps"
