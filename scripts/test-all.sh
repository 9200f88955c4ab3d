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

# ESLint keeps to one core: it runs beside the type check, the format check and the unit tests, its report after them
(
  started=$SECONDS
  npm run --silent lint
  status=$?
  echo $((SECONDS - started)) > test-results/lint.seconds
  exit $status
) > test-results/lint.log 2>&1 &
lint_pid=$!
step npm run --silent typecheck
step npm run --silent format:check
step vitest --project unit --project web --project web-isolated --outputFile.json=test-results/unit.json
echo "==> npm run --silent lint"
lint_status=0
wait "$lint_pid" || lint_status=$?
cat test-results/lint.log
[ "$lint_status" = 0 ] || failed_steps=$((failed_steps + 1))
timings+="$(printf '%5ss  npm run --silent lint (beside the three above)' "$(cat test-results/lint.seconds 2>/dev/null)")"$'\n'
# the API and multi-process tests race real timers, pools and processes on 2 shared cores: a failure gets one more try,
# and the summary names every test that needed it (as Playwright's retry does for E2E)
retry="--retry=${TEST_RETRIES:-1}"
step vitest --project api "$retry" --outputFile.json=test-results/api-pglite.json
postgres_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
postgres_answers=false
node scripts/postgres-available.mjs "$postgres_url" && postgres_answers=true
if $postgres_answers; then
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
