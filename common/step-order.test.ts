import { describe, expect, it } from 'vitest';
import { routeNames, type RouteName } from './routes';
import { groupOf, indicatorLabels, orderingSchemes, setupOrder, stepLinks, type OrderingScheme } from './step-order';

const plain = { askLeadPhone: false, leadForm: true };
const withPhone = { askLeadPhone: true, leadForm: true };

// The step groups, written out by hand per scheme so the module is checked against them
const groups: Record<OrderingScheme, Record<'about' | 'profile' | 'verify', RouteName[]>> = {
  original: {
    about: ['lead_trades', 'lead_email', 'lead_phone', 'lead_register', 'lead_existing', 'lead_location', 'trades', 'verify_phone'],
    profile: ['description', 'company', 'location', 'photo', 'gallery'],
    verify: ['membership', 'billing', 'gas', 'electric', 'complete'],
  },
  reorderedV1412: {
    about: ['lead_trades', 'lead_email', 'lead_phone', 'lead_register', 'lead_existing', 'lead_location', 'trades', 'verify_phone'],
    verify: ['membership', 'billing'],
    profile: ['description', 'company', 'location', 'photo', 'gallery', 'gas', 'electric', 'complete'],
  },
  reorderedV1612: {
    about: [
      'lead_trades',
      'lead_email',
      'lead_phone',
      'lead_register',
      'lead_existing',
      'lead_location',
      'trades',
      'verify_phone',
      'location',
    ],
    verify: ['membership', 'billing'],
    profile: ['description', 'company', 'photo', 'gallery', 'gas', 'electric', 'complete'],
  },
};

const labelOrder: Record<OrderingScheme, string[]> = {
  original: ['Find Jobs Near You', 'Set up your profile', 'Choose your membership'],
  reorderedV1412: ['Find Jobs Near You', 'Choose your membership', 'Set up your profile'],
  reorderedV1612: ['Find Jobs Near You', 'Choose your membership', 'Set up your profile'],
};

describe.each(orderingSchemes)('the %s scheme', (scheme) => {
  it('puts every route in the group the spec lists', () => {
    for (const route of routeNames) {
      const expected = (Object.keys(groups[scheme]) as ('about' | 'profile' | 'verify')[]).find((g) => groups[scheme][g].includes(route));
      expect({ route, group: groupOf(scheme, route) }).toEqual({ route, group: expected });
    }
  });

  it('shows its three labels in order on every route, the current group active and earlier ones complete', () => {
    for (const route of routeNames) {
      const labels = indicatorLabels(scheme, route);
      expect(labels.map((l) => l.label)).toEqual(labelOrder[scheme]);
      const current = labels.findIndex((l) => l.group === groupOf(scheme, route));
      labels.forEach((label, index) => {
        const expected = index < current ? 'complete' : index === current ? (route === 'complete' ? 'complete' : 'active') : 'upcoming';
        expect({ route, index, state: label.state }).toEqual({ route, index, state: expected });
      });
    }
  });

  it('marks the last label complete on the complete route', () => {
    expect(indicatorLabels(scheme, 'complete').at(-1)?.state).toBe('complete');
  });

  it('moves through the setup steps in the scheme order, both ways', () => {
    const order = setupOrder[scheme];
    order.forEach((route, index) => {
      expect(stepLinks(scheme, route, plain)).toEqual({ previous: order[index - 1] ?? null, next: order[index + 1] ?? null });
    });
  });

  it('with membership auto-skipped, Back from the step after it passes over it, and it still leads on', () => {
    const order = setupOrder[scheme];
    const after = order[order.indexOf('membership') + 1] ?? 'complete';
    const before = order[order.indexOf('membership') - 1] ?? null;
    const options = { ...plain, autoSkipMembership: true };
    expect(stepLinks(scheme, after, options).previous).toBe(before);
    expect(stepLinks(scheme, 'membership', options)).toEqual(stepLinks(scheme, 'membership', plain));
  });

  it('runs the lead steps location, trades, e-mail, register and then verify_phone', () => {
    expect(stepLinks(scheme, 'lead_location', plain)).toEqual({ previous: null, next: 'lead_trades' });
    expect(stepLinks(scheme, 'lead_trades', plain)).toEqual({ previous: 'lead_location', next: 'lead_email' });
    expect(stepLinks(scheme, 'lead_email', plain)).toEqual({ previous: 'lead_trades', next: 'lead_register' });
    expect(stepLinks(scheme, 'lead_register', plain)).toEqual({ previous: 'lead_email', next: 'verify_phone' });
    expect(stepLinks(scheme, 'lead_existing', plain)).toEqual({ previous: 'lead_register', next: null });
  });

  it('adds the phone step between e-mail and register when askLeadPhone is set', () => {
    expect(stepLinks(scheme, 'lead_email', withPhone).next).toBe('lead_phone');
    expect(stepLinks(scheme, 'lead_phone', withPhone)).toEqual({ previous: 'lead_email', next: 'lead_register' });
    expect(stepLinks(scheme, 'lead_register', withPhone).previous).toBe('lead_phone');
  });

  it('goes from trades straight to register when the lead form is off', () => {
    const noForm = { askLeadPhone: false, leadForm: false };
    expect(stepLinks(scheme, 'lead_trades', noForm).next).toBe('lead_register');
    expect(stepLinks(scheme, 'lead_register', noForm).previous).toBe('lead_trades');
  });
});
