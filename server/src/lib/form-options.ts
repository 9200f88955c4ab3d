import { formOptionNames, type FormOptions } from '#common/app-config';

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off']);

/** Outside production, `?askLeadPhone=1` and friends override the configured form options. */
export function formOptionsFor(configured: FormOptions, query: Record<string, unknown>, allowOverrides: boolean): FormOptions {
  if (!allowOverrides) return configured;
  const options = { ...configured };
  for (const name of formOptionNames) {
    const value = query[name];
    if (typeof value !== 'string') continue;
    if (truthy.has(value)) options[name] = true;
    if (falsy.has(value)) options[name] = false;
  }
  return options;
}
