import { useEffect, useLayoutEffect, useState } from 'react';

/** How often an open popup measures the window, and the height change it ignores. */
export const POPUP_SIZE_CHECK_MS = 250;
export const POPUP_HEIGHT_TOLERANCE_PX = 40;
/** Below these widths a popup fills the screen; above, it is an overlay (the wide one needs more room). */
export const SMALL_OVERLAY_MIN_WIDTH_PX = 600;
export const WIDE_OVERLAY_MIN_WIDTH_PX = 650;
/** The body scrolls beyond 400 px, and beyond less when the window is under 500 px tall. */
export const POPUP_BODY_MAX_HEIGHT_PX = 400;
export const SHORT_WINDOW_PX = 500;
// what an overlay needs beside its body on a short window: header, paddings and a footer
const SHORT_WINDOW_CHROME_PX = 180;
const SHORT_WINDOW_MIN_BODY_PX = 120;

export interface WindowSize {
  width: number;
  height: number;
}

export interface PopupLayout {
  fullScreen: boolean;
  /** The body's maximum height in px; null when the popup fills the screen and the body takes what is left. */
  bodyMaxHeight: number | null;
}

/** The size a popup assumes until it has measured the window: an overlay, as on a laptop. */
const BEFORE_MEASURING: WindowSize = { width: 1024, height: 768 };

function measureWindow(): WindowSize {
  return { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
}

/** A new measurement replaces the one in use when the width changed or the height moved by more than the tolerance. */
export function isNoticeableChange(current: WindowSize, measured: WindowSize): boolean {
  return current.width !== measured.width || Math.abs(current.height - measured.height) > POPUP_HEIGHT_TOLERANCE_PX;
}

export function popupLayoutFor(size: WindowSize, wide: boolean): PopupLayout {
  const fullScreen = size.width < (wide ? WIDE_OVERLAY_MIN_WIDTH_PX : SMALL_OVERLAY_MIN_WIDTH_PX);
  if (fullScreen) return { fullScreen, bodyMaxHeight: null };
  if (size.height >= SHORT_WINDOW_PX) return { fullScreen, bodyMaxHeight: POPUP_BODY_MAX_HEIGHT_PX };
  const fits = Math.round(size.height * 0.9) - SHORT_WINDOW_CHROME_PX;
  return { fullScreen, bodyMaxHeight: Math.max(SHORT_WINDOW_MIN_BODY_PX, fits) };
}

/**
 * The layout of an open popup, from a measurement of the window every 250 ms: a phone's keyboard or
 * toolbar nudging the height by a few pixels does not make the popup jump, a turn of the phone does.
 */
export function usePopupLayout(open: boolean, wide: boolean): PopupLayout {
  // measured once mounted: the first render must be the same in the browser as when the server drew the page
  // (decision 085), and React keeps the drawn page's attributes when it takes the page over
  const [size, setSize] = useState<WindowSize>(BEFORE_MEASURING);
  useLayoutEffect(() => setSize(measureWindow()), []);
  useEffect(() => {
    if (!open) return;
    const check = () =>
      setSize((current) => {
        const measured = measureWindow();
        return isNoticeableChange(current, measured) ? measured : current;
      });
    check();
    const timer = window.setInterval(check, POPUP_SIZE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [open]);
  return popupLayoutFor(size, wide);
}
