// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';

// Every decision record says when it was taken and whether it still holds, and the index lists each one.

const folder = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(new URL('README.md', folder), 'utf8');

test.each(records)('%s carries a date and a status under its title, and the index links it', (name) => {
  const [title, blank, stamp] = readFileSync(new URL(name, folder), 'utf8').split('\n');
  expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} `));
  expect(blank).toBe('');
  expect(stamp).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d{3})(, superseded in part by \d{3})?$/);
  expect(index).toContain(`](${name})`);
});
