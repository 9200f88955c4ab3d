/** Digit groups after the leading 0, by number range (Ofcom's national format). */
const GROUPS: [RegExp, number[]][] = [
  [/^07/, [5]], // mobiles: 07712 345678
  [/^02/, [3, 4]], // London and other 02: 020 7946 0018
  [/^01(1\d|\d1)/, [4, 3]], // large cities: 0113 496 0000, 0161 496 0000
  [/^0[389]/, [4, 3]], // non-geographic: 0300 123 4567
  [/^01/, [5]], // other areas: 01632 960123
];

/**
 * "+447712345678" → "07712 345678" for people to read, in the browser without the phone library
 * (the server, which has it, stores and checks numbers; this only lays out digits).
 */
export function ukNationalFormat(e164: string): string {
  if (!/^\+44\d{9,10}$/.test(e164)) return e164;
  const national = `0${e164.slice(3)}`;
  const sizes = GROUPS.find(([range]) => range.test(national))?.[1] ?? [];
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  return [...parts, national.slice(at)].join(' ');
}
