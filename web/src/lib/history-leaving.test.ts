import { afterEntryLeft, leaveEntry } from './history-leaving';

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
});

test("the app's next move waits until the browser has left a closed popup's entry", async () => {
  let arrive: () => void = () => undefined;
  const back = vi.fn(() => ({ committed: new Promise<void>((resolve) => (arrive = resolve)) }));
  Object.assign(window, { navigation: { canGoBack: true, back } });
  const moved = vi.fn();

  leaveEntry(Promise.resolve(true));
  afterEntryLeft(moved);
  await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  expect(moved).not.toHaveBeenCalled();

  arrive();
  await vi.waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
});

test('with no entry being left the move happens at once', () => {
  const moved = vi.fn();
  afterEntryLeft(moved);
  expect(moved).toHaveBeenCalledTimes(1);
});
