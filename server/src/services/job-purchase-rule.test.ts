import { whyCannotBuyJob, type JobBuyer, type JobRefusalCode } from './job-purchase-rule';

const statuses = ['none', 'provided', 'verified'] as const;
type Status = (typeof statuses)[number];

const tradeSets = {
  plumber: ['plumber'],
  heatingEngineer: ['heating-engineer'],
  gasEngineer: ['plumber', 'gas-engineer'],
  electrician: ['electrician'],
  heatingAndElectrician: ['heating-engineer', 'electrician'],
  none: [],
} as const;

function buyer(trades: keyof typeof tradeSets, gasStatus: Status, electricStatus: Status): JobBuyer {
  return { tradeSlugs: tradeSets[trades], gasStatus, electricStatus };
}

const everyBuyer = Object.keys(tradeSets).flatMap((trades) =>
  statuses.flatMap((gas) => statuses.map((electric) => buyer(trades as keyof typeof tradeSets, gas, electric))),
);

const codeOf = (found: ReturnType<typeof whyCannotBuyJob>) => found?.code ?? null;

test('a lead with no restriction can be bought by every trader, whatever their checks', () => {
  for (const someone of everyBuyer) expect(whyCannotBuyJob(someone, { gasRequired: false, electricSafe: false })).toBeNull();
});

// [trades, gas status, expected] for a gas-required lead; the electric state never matters to it
const gasCases: [keyof typeof tradeSets, Status, JobRefusalCode | null][] = [
  ['heatingEngineer', 'none', 'gas_unverified'],
  ['heatingEngineer', 'provided', 'gas_pending'],
  ['heatingEngineer', 'verified', null],
  ['gasEngineer', 'none', 'gas_unverified'],
  ['gasEngineer', 'provided', 'gas_pending'],
  ['gasEngineer', 'verified', null],
  ['heatingAndElectrician', 'none', 'gas_unverified'],
  ['heatingAndElectrician', 'provided', 'gas_pending'],
  ['heatingAndElectrician', 'verified', null],
  ['plumber', 'none', 'gas_trade_missing'],
  ['electrician', 'none', 'gas_trade_missing'],
  ['none', 'none', 'gas_trade_missing'],
  // a number verified under an earlier gas trade still proves the register
  ['plumber', 'verified', null],
];

test.each(gasCases)('a gas-required lead: %s with gas %s → %s', (trades, gas, expected) => {
  for (const electric of statuses) {
    expect(codeOf(whyCannotBuyJob(buyer(trades, gas, electric), { gasRequired: true, electricSafe: false }))).toBe(expected);
  }
});

const electricCases: [keyof typeof tradeSets, Status, JobRefusalCode | null][] = [
  ['electrician', 'none', 'electric_unverified'],
  ['electrician', 'provided', 'electric_pending'],
  ['electrician', 'verified', null],
  ['heatingAndElectrician', 'none', 'electric_unverified'],
  ['heatingAndElectrician', 'provided', 'electric_pending'],
  ['heatingAndElectrician', 'verified', null],
  ['plumber', 'none', 'electric_trade_missing'],
  ['heatingEngineer', 'none', 'electric_trade_missing'],
  ['none', 'none', 'electric_trade_missing'],
  ['plumber', 'verified', null],
];

test.each(electricCases)('an electric-safe lead: %s with electric %s → %s', (trades, electric, expected) => {
  for (const gas of statuses) {
    expect(codeOf(whyCannotBuyJob(buyer(trades, gas, electric), { gasRequired: false, electricSafe: true }))).toBe(expected);
  }
});

test('a lead needing both checks gives the gas reason first, then the electric one, then allows', () => {
  const both = { gasRequired: true, electricSafe: true };
  expect(codeOf(whyCannotBuyJob(buyer('heatingAndElectrician', 'none', 'none'), both))).toBe('gas_unverified');
  expect(codeOf(whyCannotBuyJob(buyer('heatingAndElectrician', 'provided', 'verified'), both))).toBe('gas_pending');
  expect(codeOf(whyCannotBuyJob(buyer('heatingAndElectrician', 'verified', 'provided'), both))).toBe('electric_pending');
  expect(codeOf(whyCannotBuyJob(buyer('heatingEngineer', 'verified', 'none'), both))).toBe('electric_trade_missing');
  expect(whyCannotBuyJob(buyer('heatingAndElectrician', 'verified', 'verified'), both)).toBeNull();
});

test('every refusal carries a message that names what the job needs', () => {
  const refusals = everyBuyer.flatMap((someone) =>
    [true, false].flatMap((gasRequired) => [true, false].map((electricSafe) => whyCannotBuyJob(someone, { gasRequired, electricSafe }))),
  );
  for (const found of refusals) {
    if (!found) continue;
    expect(found.message).toMatch(found.code.startsWith('gas') ? /Gas Safe registered engineer/ : /certified electrician/);
  }
  expect(new Set(refusals.map(codeOf))).toEqual(
    new Set([
      null,
      'gas_pending',
      'gas_unverified',
      'gas_trade_missing',
      'electric_pending',
      'electric_unverified',
      'electric_trade_missing',
    ]),
  );
});
