import type { AddressSuggestion } from '#common/contract/calls/helpers';
import { normalisePostcode } from '#common/contract/fields';
import { createRandom, hashSeed, randomInt, type Random } from '#server/db/seed/prng';
import type { AddressLookup, DemoDistrict as District, DistrictFinder } from './provider';

const STEMS = [
  'Church',
  'Station',
  'Mill',
  'Park',
  'Victoria',
  'Queens',
  'Kings',
  'Manor',
  'Orchard',
  'Meadow',
  'Chapel',
  'School',
  'Windsor',
  'Albert',
  'Grange',
  'Oak',
  'Elm',
  'Beech',
  'Willow',
  'Highfield',
  'Springfield',
  'York',
  'Green',
  'Castle',
  'Bridge',
  'Market',
  'Priory',
  'Abbey',
  'Rectory',
  'Hawthorn',
];
const KINDS = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Gardens', 'Terrace', 'Way', 'Crescent', 'Drive', 'Grove'];
const HOUSE_NAMES = [
  'Rose Cottage',
  'The Old Rectory',
  'Ivy House',
  'The Coach House',
  'Orchard View',
  'Holly Lodge',
  'The Willows',
  'Fern Cottage',
  'Beech House',
  'The Old School House',
  'Meadow View',
  'Swallows Rest',
];

interface Line {
  line_1: string;
  line_2: string;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[randomInt(random, items.length)] as T;
}

/** 1–3 distinct street names; a one-word district name may lend its own ("Westminster Road"). */
function streetNames(random: Random, district: District): string[] {
  const stems = [...STEMS];
  if (/^[A-Z][a-z]+$/.test(district.place)) stems.push(district.place);
  const names = new Set<string>();
  const wanted = 1 + randomInt(random, 3);
  while (names.size < wanted) {
    const stem = stems.splice(randomInt(random, stems.length), 1)[0] ?? 'Church';
    names.add(`${stem} ${pick(random, KINDS)}`);
  }
  return [...names];
}

/** Numbered houses, the odd flat block and named houses, one street after another. */
function addressLines(random: Random, streets: string[], total: number): Line[] {
  const lines: Line[] = [];
  const houseNames = [...HOUSE_NAMES];
  streets.forEach((street, index) => {
    const quota = index === streets.length - 1 ? total - lines.length : Math.ceil((total - lines.length) / (streets.length - index));
    const step = 1 + randomInt(random, 2);
    let number = 1 + randomInt(random, 40);
    for (let made = 0; made < quota; number += step) {
      const roll = random();
      if (roll < 0.1 && houseNames.length > 0) {
        const name = houseNames.splice(randomInt(random, houseNames.length), 1)[0] ?? 'Rose Cottage';
        lines.push({ line_1: name, line_2: street });
        made += 1;
      } else if (roll < 0.2 && quota - made >= 2) {
        const flats = Math.min(quota - made, 2 + randomInt(random, 2));
        for (let flat = 1; flat <= flats; flat += 1) lines.push({ line_1: `Flat ${flat}`, line_2: `${number} ${street}` });
        made += flats;
      } else {
        lines.push({ line_1: `${number} ${street}`, line_2: '' });
        made += 1;
      }
    }
  });
  return lines;
}

/** Demo addresses for any postcode in a known district, the same every time (not real addresses). */
export function demoAddresses(postcode: string, district: District): AddressSuggestion[] {
  const normalised = normalisePostcode(postcode);
  const random = createRandom(hashSeed(`address:${normalised}`));
  const streets = streetNames(random, district);
  const total = 8 + randomInt(random, 13);
  return addressLines(random, streets, total).map((line, index) => ({
    unique_id: `demo:${normalised}:${index + 1}`,
    ...line,
    post_town: district.place || district.county,
    county: district.county,
    postcode: normalised,
    country: district.country,
  }));
}

/** The offline default (every outside service has one): needs only the seeded `outcode` table. */
export function createOfflineDirectory(findDistrict: DistrictFinder): AddressLookup {
  return {
    async find(postcode) {
      const district = await findDistrict(postcode);
      return district ? demoAddresses(postcode, district) : [];
    },
  };
}
