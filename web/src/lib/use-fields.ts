import { useState } from 'react';

/** A form's values: text boxes hold strings, tick boxes booleans. */
type FieldValues<V> = { [K in keyof V]: string | boolean };
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** What a text box or select needs: its name (the call's field), value, change handler and message. */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** What a tick box needs. */
export interface TickBinding {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (event: { target: { checked: boolean } }) => void;
}

export interface FieldBindings<V extends FieldValues<V>> {
  text: (name: KeysOf<V, string>) => TextBinding;
  tick: (name: KeysOf<V, boolean>) => TickBinding;
}

type ErrorOf = (field: string) => string | undefined;

/**
 * Wires a form's fields to values kept by someone else: each field is named after the call's field, so its
 * server message lands beneath it. `{...text('website')}` on a TextField is the whole wiring.
 */
export function bindFields<V extends FieldValues<V>>(
  values: V,
  change: (update: (values: V) => V) => void,
  error: ErrorOf,
): FieldBindings<V> {
  return {
    text: (name) => ({
      name,
      value: values[name] as string,
      error: error(name),
      onChange: (event) => change((current) => ({ ...current, [name]: event.target.value })),
    }),
    tick: (name) => ({
      name,
      checked: values[name] as boolean,
      error: error(name),
      onChange: (event) => change((current) => ({ ...current, [name]: event.target.checked })),
    }),
  };
}

/** A form's values in one state, keyed by the call's field names, with `text`/`tick` bindings for its fields. */
export function useFields<V extends FieldValues<V>>(initial: V | (() => V), error: ErrorOf) {
  const [values, setValues] = useState<V>(initial);
  return { values, setValues, ...bindFields(values, setValues, error) };
}
