import { act, renderHook } from '@testing-library/react';
import { bindFields, useFields } from './use-fields';

const noErrors = () => undefined;

test('a typed value and a tick land in the form values under the field names', () => {
  const { result } = renderHook(() => useFields({ website: '', terms: false }, noErrors));
  act(() => result.current.text('website').onChange({ target: { value: 'smithplumbing.co.uk' } }));
  act(() => result.current.tick('terms').onChange({ target: { checked: true } }));
  expect(result.current.values).toEqual({ website: 'smithplumbing.co.uk', terms: true });
  expect(result.current.text('website')).toMatchObject({ name: 'website', value: 'smithplumbing.co.uk' });
  expect(result.current.tick('terms')).toMatchObject({ name: 'terms', checked: true });
});

test("each field carries its own server message and no other field's", () => {
  const messages: Record<string, string> = { website: 'Please enter a real website address, like smithplumbing.co.uk.' };
  const { result } = renderHook(() => useFields({ website: 'x', active_since: '' }, (field) => messages[field]));
  expect(result.current.text('website').error).toBe(messages.website);
  expect(result.current.text('active_since').error).toBeUndefined();
});

test('two quick changes to different fields both survive (updates build on the latest values)', () => {
  const { result } = renderHook(() => useFields({ first_name: '', last_name: '' }, noErrors));
  const { text } = result.current;
  act(() => {
    text('first_name').onChange({ target: { value: 'Sam' } });
    text('last_name').onChange({ target: { value: 'Fletcher' } });
  });
  expect(result.current.values).toEqual({ first_name: 'Sam', last_name: 'Fletcher' });
});

test('bindings over values a parent keeps hand the parent the whole new set', () => {
  const onChange = vi.fn();
  const values = { number: '4242', cvc: '' };
  const { text } = bindFields(values, (update) => onChange(update(values)), noErrors);
  text('cvc').onChange({ target: { value: '123' } });
  expect(onChange).toHaveBeenCalledWith({ number: '4242', cvc: '123' });
});
