// npm run demo:experiment [-- --visitors N] [--seed S] [--clear]: fills a development database with a simulated
// setup-order experiment for the report at /admin/experiment, replacing the previous simulated one;
// --clear only removes it. Refuses NODE_ENV=production. Uses the app's database (DATABASE_URL or DATA_DIR).
import { parseArgs } from 'node:util';
import { appUrl, parseEnv } from '../server/src/env';
import { clearDemoExperiment, DEMO_DEFAULTS, fillDemoExperiment, productionRefusal } from './demo-experiment/fill';
import { filledSummary } from './demo-experiment/summary';
import { openAppDatabase } from './open-app-database';

const USAGE = 'usage: npm run demo:experiment [-- --visitors 3000] [--seed 24] [--clear]';

/** A whole number from `min` to `max` given for `name`, or a sentence saying what is wrong. */
function wholeNumber(name: string, given: string | undefined, fallback: number, min: number, max: number): number | string {
  if (given === undefined) return fallback;
  const value = Number(given);
  return /^\d+$/.test(given) && value >= min && value <= max
    ? value
    : `--${name} takes a whole number from ${min.toLocaleString('en-GB')} to ${max.toLocaleString('en-GB')}.`;
}

function readOptions(): { visitors: number; seed: number; clear: boolean } | string {
  let values;
  try {
    ({ values } = parseArgs({
      options: { visitors: { type: 'string' }, seed: { type: 'string' }, clear: { type: 'boolean', default: false } },
    }));
  } catch {
    return 'The demo takes only --visitors, --seed and --clear.';
  }
  const visitors = wholeNumber('visitors', values.visitors, DEMO_DEFAULTS.visitors, 1, 1_000_000);
  const seed = wholeNumber('seed', values.seed, DEMO_DEFAULTS.seed, 0, 2 ** 32 - 1);
  if (typeof visitors === 'string') return visitors;
  if (typeof seed === 'string') return seed;
  return { visitors, seed, clear: values.clear };
}

async function main(): Promise<number> {
  const refusal = productionRefusal(process.env);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const options = readOptions();
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  const env = parseEnv();
  const database = await openAppDatabase(env);
  if (!database) return 1;
  try {
    if (options.clear) {
      const removed = await clearDemoExperiment(database.db);
      console.log(`Removed ${removed.toLocaleString('en-GB')} simulated visitors of the setup-order experiment.`);
      return 0;
    }
    const filled = await fillDemoExperiment(database.db, options);
    console.log(filledSummary(filled, options.seed, `${appUrl(env)}/admin/experiment`).join('\n'));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
