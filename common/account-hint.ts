/**
 * A link from our e-mails to a setup step says "this reader has an account" (a hint, never a credential): signed
 * out, the step offers sign-in instead of the spec's start of the sign-up (decision 119).
 */
export const FROM_EMAIL_QUERY = { name: 'from', value: 'email' } as const;

/** A setup step's address as our e-mails write it. */
export function emailedStepUrl(base: string, path: string): string {
  return `${base}${path}?${FROM_EMAIL_QUERY.name}=${FROM_EMAIL_QUERY.value}`;
}
