import { demoAddresses } from './offline-directory';

const westminster = { outcode: 'SW1A', latitude: 51.5, longitude: -0.13, place: 'Westminster', county: 'London', country: 'England' };
const belfast = { outcode: 'BT1', latitude: 54.6, longitude: -5.93, place: '', county: 'Belfast', country: 'Northern Ireland' };

test('every postcode gets 8 to 20 distinct addresses on 1 to 3 streets', () => {
  for (const postcode of ['SW1A 1AA', 'SW1A 2AB', 'SW1A 0AA', 'SW1A 1AB', 'SW1A 9ZZ', 'SW1A 3HQ', 'SW1A 4XY']) {
    const list = demoAddresses(postcode, westminster);
    const lines = list.map((address) => `${address.line_1}|${address.line_2}`);
    const streets = new Set(list.map((address) => (address.line_2 || address.line_1).replace(/^\d+ /, '')));

    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(new Set(lines).size).toBe(list.length);
    expect(streets.size).toBeLessThanOrEqual(3);
  }
});

test('ids are stable and the postcode is normalised', () => {
  const list = demoAddresses('sw1a1aa', westminster);

  expect(list.map((address) => address.unique_id).slice(0, 2)).toEqual(['demo:SW1A 1AA:1', 'demo:SW1A 1AA:2']);
  expect(demoAddresses('SW1A 1AA', westminster)).toEqual(list);
});

test('a district without a place name uses its county as the post town', () => {
  const [first] = demoAddresses('BT1 1AA', belfast);

  expect(first).toMatchObject({ post_town: 'Belfast', county: 'Belfast', country: 'Northern Ireland' });
});
