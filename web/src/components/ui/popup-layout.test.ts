import { describe, expect, it } from 'vitest';
import { isNoticeableChange, popupLayoutFor } from './popup-layout';

describe('popup layout (decision 076)', () => {
  it('fills the screen below 600 px, or below 650 px for a wide popup', () => {
    expect(popupLayoutFor({ width: 599, height: 800 }, false).fullScreen).toBe(true);
    expect(popupLayoutFor({ width: 600, height: 800 }, false).fullScreen).toBe(false);
    expect(popupLayoutFor({ width: 649, height: 800 }, true).fullScreen).toBe(true);
    expect(popupLayoutFor({ width: 650, height: 800 }, true).fullScreen).toBe(false);
  });

  it('lets the overlay body grow to 400 px, and less on a window under 500 px tall', () => {
    expect(popupLayoutFor({ width: 1280, height: 500 }, false).bodyMaxHeight).toBe(400);
    expect(popupLayoutFor({ width: 1280, height: 480 }, false).bodyMaxHeight).toBe(252);
    expect(popupLayoutFor({ width: 1280, height: 200 }, false).bodyMaxHeight).toBe(120);
    expect(popupLayoutFor({ width: 375, height: 480 }, false).bodyMaxHeight).toBeNull();
  });

  it('takes a new measurement for any width change but only for a height change over 40 px', () => {
    const current = { width: 1280, height: 800 };
    expect(isNoticeableChange(current, { width: 1280, height: 760 })).toBe(false);
    expect(isNoticeableChange(current, { width: 1280, height: 759 })).toBe(true);
    expect(isNoticeableChange(current, { width: 1279, height: 800 })).toBe(true);
  });
});
