import { render, waitFor } from '@testing-library/react';
import { Popup } from './popup';

// jsdom's <dialog> has no showModal or close
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

test("the browser's Back closes an open popup without leaving the page", async () => {
  const onClose = vi.fn();
  const page = window.location.href;
  const entries = window.history.length;
  render(
    <Popup open title="Privacy Policy" onClose={onClose}>
      <p>Last updated 24 May 2018</p>
    </Popup>,
  );
  expect(window.history.length).toBe(entries + 1);

  window.history.back();

  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(window.location.href).toBe(page);
});

test('a popup closed another way takes its history entry away, so Back then leaves the page as usual', async () => {
  const { rerender } = render(
    <Popup open title="Privacy Policy" onClose={() => undefined}>
      <p>Last updated 24 May 2018</p>
    </Popup>,
  );
  const marked = () => JSON.stringify(window.history.state ?? null).includes('tradespacePopup');
  expect(marked()).toBe(true);

  rerender(
    <Popup open={false} title="Privacy Policy" onClose={() => undefined}>
      <p>Last updated 24 May 2018</p>
    </Popup>,
  );

  await waitFor(() => expect(marked()).toBe(false));
});

test('a popup that opens as another closes takes over its entry and stays open', async () => {
  const closeSecond = vi.fn();
  const both = (first: boolean) => (
    <>
      <Popup open={first} title="Change your mobile number" onClose={() => undefined}>
        <p>We will text a new code to this number.</p>
      </Popup>
      <Popup open={!first} title="Phone number changed" onClose={closeSecond}>
        <p>Your number is now 07712 012345.</p>
      </Popup>
    </>
  );
  const { rerender } = render(both(true));
  rerender(both(false));

  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(closeSecond).not.toHaveBeenCalled();
  expect(JSON.stringify(window.history.state)).toContain('tradespacePopup');
});
