import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeBoxes, emptyDigits } from './code-boxes';

function Harness({ onComplete, error }: { onComplete: (code: string) => void; error?: string }) {
  const [digits, setDigits] = useState(emptyDigits(4));
  return (
    <>
      <CodeBoxes digits={digits} onChange={setDigits} onComplete={onComplete} legend="Enter the 4-digit code" name="code" error={error} />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(error?: string) {
  const onComplete = vi.fn();
  render(<Harness onComplete={onComplete} error={error} />);
  const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
  return { onComplete, box, user: userEvent.setup() };
}

describe('CodeBoxes', () => {
  it('labels each box for screen readers and groups them under the legend', () => {
    const { box } = setup();
    expect(screen.getByRole('group', { name: 'Enter the 4-digit code' })).toBeInTheDocument();
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(4)).toBeInTheDocument();
  });

  it('moves focus to the next box as each digit is typed and checks after the fourth', async () => {
    const { box, user, onComplete } = setup();
    await user.click(box(1));
    await user.keyboard('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    await user.keyboard('305');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['7', '3', '0', '5']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('7305');
  });

  it('ignores letters, spaces and symbols', async () => {
    const { box, user, onComplete } = setup();
    await user.click(box(1));
    await user.keyboard('a -x');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('goes back a box on Backspace in an empty box, clearing that digit', async () => {
    const { box, user } = setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('lets Tab move between boxes without typing anything', async () => {
    const { box, user } = setup();
    await user.click(box(1));
    await user.tab();
    expect(box(2)).toHaveFocus();
    await user.tab({ shift: true });
    expect(box(1)).toHaveFocus();
  });

  it('fills all four boxes from a paste, without the whitespace, and checks the code', async () => {
    const { box, user, onComplete } = setup();
    await user.click(box(3));
    await user.paste(' 1 2 3 4 ');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('takes a paste made anywhere on the page, but not one that holds letters', async () => {
    const { box, user, onComplete } = setup();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.paste('12ab');
    expect(box(1)).toHaveValue('');
    await user.paste('9876');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('9876');
  });

  it('shows the error under the boxes and ties it to each box', () => {
    const { box } = setup('That code is not correct.');
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not correct.');
    expect(box(1)).toHaveAccessibleDescription('That code is not correct.');
    expect(box(1)).toBeInvalid();
  });
});
