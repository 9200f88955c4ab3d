import { useEffect, useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { FieldError } from './field-error';
import './code-boxes.css';

export interface CodeBoxesProps {
  /** One entry per box, '' when empty. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called as soon as every box holds a digit, with the digits joined. */
  onComplete: (code: string) => void;
  legend: string;
  /** The server's field name: errors scroll to `[data-field=name]`. */
  name: string;
  error?: string;
}

export const emptyDigits = (length: number) => Array.from({ length }, () => '');

/**
 * One box per digit: typing moves on, Backspace in an empty box moves back, and a paste on the
 * page (outside other fields) fills every box from the first, ignoring whitespace.
 */
export function CodeBoxes({ digits, onChange, onComplete, legend, name, error }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // the digits as of the last keystroke: keystrokes faster than a render each build on the one before
  const latest = useRef(digits);
  latest.current = digits;
  const errorId = `${useId()}-error`;
  const last = digits.length - 1;
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(last, index))]?.focus();

  function update(next: string[], focusAt: number) {
    latest.current = next;
    onChange(next);
    focus(focusAt);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  }

  /** Writes digits from box `from` on; anything but digits and whitespace cancels the paste. */
  function fill(text: string, from: number) {
    const clean = text.replace(/\s+/g, '');
    if (!/^\d+$/.test(clean)) return;
    const next = [...latest.current];
    [...clean.slice(0, next.length - from)].forEach((digit, offset) => (next[from + offset] = digit));
    update(next, from + clean.length);
  }

  // re-subscribed on every render, so the handler always sees the current digits
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const ours = boxes.current.some((box) => box === target);
      if (!ours && target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      fill(event.clipboardData?.getData('text') ?? '', 0);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  // only digits, Tab and Backspace are accepted
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      update(
        latest.current.map((digit, at) => (at === index ? event.key : digit)),
        index + 1,
      );
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const at = latest.current[index] || index === 0 ? index : index - 1;
      update(
        latest.current.map((digit, position) => (position === at ? '' : digit)),
        at,
      );
      focus(at);
    } else if (event.key.length === 1) {
      event.preventDefault();
    }
  }

  // phones that skip key events (on-screen keyboards, one-time-code autofill) still land here
  function onInput(event: ChangeEvent<HTMLInputElement>, index: number) {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed) fill(typed, index);
    else
      update(
        latest.current.map((digit, at) => (at === index ? '' : digit)),
        index,
      );
  }

  return (
    <fieldset className={error ? 'code-boxes code-boxes--invalid' : 'code-boxes'} data-field={name}>
      <legend className="code-boxes__legend">{legend}</legend>
      <div className="code-boxes__row">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(box) => void (boxes.current[index] = box)}
            className="code-boxes__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onKeyDown={(event) => onKeyDown(event, index)}
            onChange={(event) => onInput(event, index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
