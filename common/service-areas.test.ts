import {
  AREA_MESSAGES,
  areaInputProblems,
  areaSentence,
  defaultRadiusMiles,
  districtOfBase,
  isBasePostcode,
  normaliseBasePostcode,
} from './service-areas';

test('a base postcode is a full postcode or a district alone, in capitals', () => {
  expect(normaliseBasePostcode('rg11aa')).toBe('RG1 1AA');
  expect(normaliseBasePostcode(' sw1a ')).toBe('SW1A');
  expect(normaliseBasePostcode('bt1')).toBe('BT1');
  expect(isBasePostcode('BT1 5GS')).toBe(true);
  expect(isBasePostcode('SW1A')).toBe(true);
  expect(isBasePostcode('HELLO')).toBe(false);
  expect(districtOfBase('RG1 1AA')).toBe('RG1');
  expect(districtOfBase('RG1')).toBe('RG1');
});

test('the default radius is the account’s, kept within 1 and 50 miles, else 10', () => {
  expect(defaultRadiusMiles(null)).toBe(10);
  expect(defaultRadiusMiles(undefined)).toBe(10);
  expect(defaultRadiusMiles(15)).toBe(15);
  expect(defaultRadiusMiles(0)).toBe(1);
  expect(defaultRadiusMiles(120)).toBe(50);
});

test('problems are named by their place in the body, and the 1 and 50 mile edges pass', () => {
  const base = (radius_miles: number, postcode = 'RG1') => ({ postcode, radius_miles });
  expect(areaInputProblems([{ trade_id: 1, bases: [base(1), base(50)] }])).toEqual({});
  expect(
    areaInputProblems([
      { trade_id: 1, bases: [base(0), base(51, 'nowhere')] },
      { trade_id: 1, bases: [] },
      { trade_id: 2, bases: [base(5), base(5), base(5), base(5), base(5)] },
    ]),
  ).toEqual({
    'areas.0.bases.0.radius_miles': AREA_MESSAGES.radius,
    'areas.0.bases.1.radius_miles': AREA_MESSAGES.radius,
    'areas.0.bases.1.postcode': AREA_MESSAGES.postcode,
    'areas.1.trade_id': AREA_MESSAGES.tradeTwice,
    'areas.1.bases': AREA_MESSAGES.noBases,
    'areas.2.bases': AREA_MESSAGES.tooManyBases,
  });
});

test('the profile sentence names each base', () => {
  expect(areaSentence('Plumber', [{ radiusMiles: 15, placeName: 'Reading' }])).toBe('Plumber within 15 miles of Reading');
  expect(
    areaSentence('Plumber', [
      { radiusMiles: 20, placeName: 'Oxford' },
      { radiusMiles: 1, placeName: 'Reading' },
      { radiusMiles: 5, placeName: 'BT1' },
    ]),
  ).toBe('Plumber within 20 miles of Oxford, 1 mile of Reading and 5 miles of BT1');
});
