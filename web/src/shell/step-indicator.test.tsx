import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '#common/routes';
import { stepsStillToDo } from '#common/setup-progress';
import { newUser } from '#common/testing/new-user';
import { groupOf, type OrderingScheme } from '#common/step-order';
import { StepIndicator } from './step-indicator';

type State = 'completed' | 'current' | 'not started';
type Row = [RouteName, State, State, State];

const about = 'Find Jobs Near You';
const profile = 'Set up your profile';
const membership = 'Choose your membership';

// The indicator of each scheme, written out by hand so the test does not repeat step-order.ts.
const cases: Record<OrderingScheme, { labels: [string, string, string]; rows: Row[] }> = {
  original: {
    labels: [about, profile, membership],
    rows: [
      ['lead_location', 'current', 'not started', 'not started'],
      ['verify_phone', 'current', 'not started', 'not started'],
      ['description', 'completed', 'current', 'not started'],
      ['location', 'completed', 'current', 'not started'],
      ['gallery', 'completed', 'current', 'not started'],
      ['membership', 'completed', 'completed', 'current'],
      ['gas', 'completed', 'completed', 'current'],
      ['complete', 'completed', 'completed', 'completed'],
    ],
  },
  reorderedV1412: {
    labels: [about, membership, profile],
    rows: [
      ['lead_email', 'current', 'not started', 'not started'],
      ['trades', 'current', 'not started', 'not started'],
      ['membership', 'completed', 'current', 'not started'],
      ['billing', 'completed', 'current', 'not started'],
      ['description', 'completed', 'completed', 'current'],
      ['location', 'completed', 'completed', 'current'],
      ['gas', 'completed', 'completed', 'current'],
      ['complete', 'completed', 'completed', 'completed'],
    ],
  },
  reorderedV1612: {
    labels: [about, membership, profile],
    rows: [
      ['lead_register', 'current', 'not started', 'not started'],
      ['verify_phone', 'current', 'not started', 'not started'],
      ['location', 'current', 'not started', 'not started'],
      ['membership', 'completed', 'current', 'not started'],
      ['description', 'completed', 'completed', 'current'],
      ['photo', 'completed', 'completed', 'current'],
      ['electric', 'completed', 'completed', 'current'],
      ['complete', 'completed', 'completed', 'completed'],
    ],
  },
};

describe.each(Object.entries(cases) as [OrderingScheme, (typeof cases)[OrderingScheme]][])(
  'the step indicator under the %s scheme',
  (scheme, { labels, rows }) => {
    it.each(rows)('on %s shows the labels as %s, %s and %s', (route, ...states) => {
      render(<StepIndicator scheme={scheme} route={route} />);
      const nav = screen.getByRole('navigation', { name: 'Sign-up progress' });
      const items = screen.getAllByRole('listitem');
      expect(nav).toContainElement(items[0]!);
      expect(items.map((item) => item.textContent)).toEqual(
        labels.map((label, index) => expect.stringContaining(`${label} (${states[index]})`)),
      );
      items.forEach((item, index) => {
        if (states[index] === 'current') expect(item).toHaveAttribute('aria-current', 'step');
        else expect(item).not.toHaveAttribute('aria-current');
      });
    });
  },
);

describe('the step indicator', () => {
  it('marks exactly one label as the current step before the end', () => {
    render(<StepIndicator scheme="original" route="billing" />);
    const current = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(membership);
  });

  it('marks no label as current on the complete step', () => {
    render(<StepIndicator scheme="reorderedV1612" route="complete" />);
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveAttribute('aria-current');
  });

  it('does not tick a group passed with a step still to do: it says so, as /my-account and the complete step do', () => {
    const user = newUser({ billing: { cards: 0 } });
    render(<StepIndicator scheme="original" route="complete" user={user} />);
    const unfinished = new Set(stepsStillToDo('original', user).map((step) => groupOf('original', step)));
    expect(unfinished.has('verify')).toBe(true);
    for (const item of screen.getAllByRole('listitem')) {
      const group = item.getAttribute('data-group') as 'about' | 'profile' | 'verify';
      if (unfinished.has(group)) {
        expect(item).toHaveTextContent('(steps still to do)');
        expect(item).not.toHaveTextContent('✓');
      } else expect(item).toHaveTextContent('(completed)');
    }
  });
});
