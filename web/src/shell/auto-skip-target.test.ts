import { defaultFormOptions } from '#common/app-config';
import type { RouteName } from '#common/routes';
import { orderingSchemes, stepLinks, type OrderingScheme } from '#common/step-order';
import { autoSkipTarget } from './auto-skip-target';

const target = (scheme: OrderingScheme, route: RouteName, from: RouteName | null) =>
  autoSkipTarget(scheme, route, stepLinks(scheme, route, defaultFormOptions), from);

describe.each(orderingSchemes)('under %s', (scheme) => {
  const beforeGas = stepLinks(scheme, 'gas', defaultFormOptions).previous;

  it('gas skips forward to electric when reached going forward, or with no known origin', () => {
    expect(target(scheme, 'gas', beforeGas)).toBe('electric');
    expect(target(scheme, 'gas', null)).toBe('electric');
  });

  it('gas skips back to the step before it when reached from electric or complete', () => {
    expect(beforeGas).not.toBeNull();
    expect(target(scheme, 'gas', 'electric')).toBe(beforeGas);
    expect(target(scheme, 'gas', 'complete')).toBe(beforeGas);
  });

  it('electric skips forward to complete from gas or from nowhere, and back to gas from complete', () => {
    expect(target(scheme, 'electric', 'gas')).toBe('complete');
    expect(target(scheme, 'electric', null)).toBe('complete');
    expect(target(scheme, 'electric', 'complete')).toBe('gas');
  });

  it('a Plumber going back from complete passes gas and electric and lands before them', () => {
    const fromElectric = target(scheme, 'electric', 'complete');
    expect(fromElectric).toBe('gas');
    expect(target(scheme, 'gas', 'electric')).toBe(beforeGas);
  });

  it('a visitor arriving from a lead step or the same step goes forward', () => {
    expect(target(scheme, 'gas', 'lead_register')).toBe('electric');
    expect(target(scheme, 'electric', 'electric')).toBe('complete');
  });
});

it('membership, switched off by the page option, still moves forward from the step before it', () => {
  const options = { ...defaultFormOptions, autoSkipMembership: true };
  const links = stepLinks('original', 'membership', options);
  expect(autoSkipTarget('original', 'membership', links, 'gallery')).toBe('billing');
});
