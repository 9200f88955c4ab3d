import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '#common/routes';
import { ARRIVED_ATTRIBUTE, SCROLL_DELAY_MS, useRouteEffects } from './use-route-effects';

function Page({ route }: { route: RouteName | undefined }) {
  useRouteEffects(route, 'Tradespace');
  return <nav id="step-indicator" />;
}

describe('useRouteEffects', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const show = (route: RouteName | undefined) => {
    render(
      <MemoryRouter>
        <Page route={route} />
      </MemoryRouter>,
    );
    const indicator = document.getElementById('step-indicator');
    if (indicator) indicator.getBoundingClientRect = () => ({ top: 84 }) as DOMRect;
  };

  it("sets the step's title, goes to the top, then 50 ms later jumps to 20 px above the indicator", () => {
    show('company');
    expect(document.title).toBe('Business Details | Tradespace');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(document.documentElement.hasAttribute(ARRIVED_ATTRIBUTE)).toBe(false);

    vi.advanceTimersByTime(SCROLL_DELAY_MS);

    expect(scrollTo).toHaveBeenLastCalledWith({ top: 64, behavior: 'instant' });
    expect(document.documentElement.getAttribute(ARRIVED_ATTRIBUTE)).toBe('/');
  });

  it('leaves the page where the visitor moved it in the meantime', () => {
    show('company');
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });

    vi.advanceTimersByTime(SCROLL_DELAY_MS);

    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.documentElement.getAttribute(ARRIVED_ATTRIBUTE)).toBe('/');
  });

  it('stays at the top of the postcode step, arrived at once', () => {
    show('lead_location');
    expect(document.documentElement.getAttribute(ARRIVED_ATTRIBUTE)).toBe('/');
    vi.advanceTimersByTime(SCROLL_DELAY_MS * 4);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('join for more job leads today | Tradespace');
  });
});
