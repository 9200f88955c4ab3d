import { z } from 'zod';

// Gas Safe numbers (decision 031): a business's registration number has
// 6 digits, the licence number on an engineer's Gas Safe ID card 7.
export const GAS_NUMBER_FIELD = 'gas_id_number';
export const gasNumberMessages = {
  required: 'Please enter your Gas Safe registration or ID number.',
  digitsOnly: 'Please use digits only: a Gas Safe number has no letters or symbols.',
  length: 'A Gas Safe registration number has 6 digits and the ID number on your licence card 7.',
} as const;

/** "123 456" → "123456": spaces (and other blanks) people type or paste are dropped. */
export function normaliseGasNumber(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** The one problem with a typed number, or null when it can be sent. */
export function gasNumberProblem(raw: string): string | null {
  const number = normaliseGasNumber(raw);
  if (number === '') return gasNumberMessages.required;
  if (!/^\d+$/.test(number)) return gasNumberMessages.digitsOnly;
  if (number.length !== 6 && number.length !== 7) return gasNumberMessages.length;
  return null;
}

export const gasIdNumber = z
  .string({ error: gasNumberMessages.required })
  // a pasted essay is refused before normalising; the rules below give the real message
  .max(40, gasNumberMessages.length)
  .transform(normaliseGasNumber)
  .superRefine((number, ctx) => {
    const problem = gasNumberProblem(number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
