import { outcomeLabels, outcomeNames, type OutcomeName } from '#common/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { createRandom } from '#server/db/seed/prng';
import type { DemoFilled } from './fill';
import { expectedRates } from './simulate';

const count = (value: number) => value.toLocaleString('en-GB');
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Draws per scheme behind the printed true rates: their error is about a tenth of a point. */
const TRUE_RATE_DRAWS = 200_000;

/** The true rate of each outcome per scheme, as a small table: the same for every run, whatever its seed. */
function trueRatesTable(): string[] {
  const rates: Record<OrderingScheme, Record<OutcomeName, number>> = Object.fromEntries(
    orderingSchemes.map((scheme) => [scheme, expectedRates(scheme, createRandom(1), TRUE_RATE_DRAWS)]),
  ) as Record<OrderingScheme, Record<OutcomeName, number>>;
  const widths = outcomeNames.map((name) => outcomeLabels[name].length);
  const header = ['scheme'.padEnd(16), ...outcomeNames.map((name) => outcomeLabels[name])].join('  ');
  const lines = orderingSchemes.map((scheme) =>
    [scheme.padEnd(16), ...outcomeNames.map((name, index) => percent(rates[scheme][name]).padStart(widths[index] ?? 0))].join('  '),
  );
  return [`  ${header}`, ...lines.map((line) => `  ${line}`)];
}

/** What `npm run demo:experiment` prints after a fill: the visitors per scheme, the true rates and where to look. */
export function filledSummary(filled: DemoFilled, seed: number, reportUrl: string): string[] {
  const total = orderingSchemes.reduce((sum, scheme) => sum + filled.perScheme[scheme], 0);
  const perScheme = orderingSchemes.map((scheme) => `${scheme} ${count(filled.perScheme[scheme])}`).join(', ');
  return [
    `Wrote ${count(total)} simulated visitors of the setup-order experiment, assigned from ${filled.from} to ${filled.to} (London): ${perScheme}.`,
    'They are marked simulated and have no accounts; they replace the simulated visitors of any earlier run, and real visitors are left alone.',
    `Drawn with seed ${seed} from these true rates per visitor assigned (the report shows what the draw made of them):`,
    ...trueRatesTable(),
    `See the report at ${reportUrl} (signed in as staff). Remove them with: npm run demo:experiment -- --clear`,
  ];
}
