import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetAccountInThisBrowser,
  hasAccountContext,
  noteAccountInThisBrowser,
  rememberStepToReturnTo,
  takeStepToReturnTo,
} from './return-to-step';

afterEach(() => {
  forgetAccountInThisBrowser();
  vi.useRealTimers();
});

describe('the way back to a step after signing in (decision 119)', () => {
  it('gives the remembered setup step once', () => {
    rememberStepToReturnTo('/tradespeople-setup/verify/electric');
    expect(takeStepToReturnTo()).toBe('/tradespeople-setup/verify/electric');
    expect(takeStepToReturnTo()).toBeNull();
  });

  it('never sends anywhere but a setup step, nor after half an hour', () => {
    rememberStepToReturnTo('https://evil.example/tradespeople-setup/x');
    expect(takeStepToReturnTo()).toBeNull();
    rememberStepToReturnTo('//evil.example/');
    expect(takeStepToReturnTo()).toBeNull();
    vi.useFakeTimers({ now: Date.now() });
    rememberStepToReturnTo('/tradespeople-setup/profile/company');
    vi.advanceTimersByTime(31 * 60_000);
    expect(takeStepToReturnTo()).toBeNull();
  });

  it('knows an account from this browser having been signed in, or from a link of our e-mails', () => {
    expect(hasAccountContext('')).toBe(false);
    expect(hasAccountContext('?from=email')).toBe(true);
    noteAccountInThisBrowser();
    expect(hasAccountContext('')).toBe(true);
    forgetAccountInThisBrowser();
    expect(hasAccountContext('')).toBe(false);
  });
});
