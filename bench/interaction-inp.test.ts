import { interactionChecks } from './interaction-budgets';
import { interactionRow, INTERACTIONS, slowestInteractionMs } from './interaction-inp';

test('an interaction lasts as long as its longest event, and a repeat counts its slowest interaction', () => {
  const entries = [
    { name: 'keydown', interactionId: 7, duration: 40 },
    { name: 'keyup', interactionId: 7, duration: 56 },
    { name: 'keydown', interactionId: 9, duration: 24 },
    // hovering is no interaction
    { name: 'pointerover', interactionId: 0, duration: 120 },
  ];

  expect(slowestInteractionMs(entries)).toBe(56);
  expect(slowestInteractionMs(entries.slice(3))).toBeNull();
  // a photo picked in the file chooser: its input event belongs to no interaction
  expect(slowestInteractionMs([...entries, { name: 'input', interactionId: 0, duration: 72 }])).toBe(72);
});

test("a press's row is the median and the worst of its repeats; a repeat that saw no interaction leaves it unmeasured", () => {
  expect(interactionRow('typing', [40, 88, 56])).toEqual({ name: 'typing', medianMs: 56, worstMs: 88, repeats: 3 });
  expect(interactionRow('typing', [40, null, 56])).toBeNull();
});

test('each press keeps Interaction to Next Paint under 100 ms by its median; one not measured is broken', () => {
  const rows = INTERACTIONS.map((name) => ({ name, medianMs: 99, worstMs: 180, repeats: 5 }));
  const slow = rows.map((row, index) => (index === 2 ? { ...row, medianMs: 100 } : row));

  expect(interactionChecks({ interactions: { date: 'today', cpuSlowdown: 4, rows } }).every((check) => check.ok)).toBe(true);
  expect(
    interactionChecks({ interactions: { date: 'today', cpuSlowdown: 4, rows: slow } })
      .filter((check) => !check.ok)
      .map((check) => check.budget),
  ).toEqual(['verify/membership: choosing a plan: interaction to next paint']);
  expect(interactionChecks({}).map((check) => check.actual)).toEqual(INTERACTIONS.map(() => 'not measured'));
});
