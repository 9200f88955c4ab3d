import type { OutboxDraft } from '../repos/outbox-repo';
import { codeEmail, type CodeEmailInput } from './code-email';

export type StaffCodeEmailInput = CodeEmailInput;

/** The second factor of a staff sign-in; the code is the only 6-digit number in it. */
export function staffCodeEmail(input: StaffCodeEmailInput): OutboxDraft {
  return codeEmail(input, {
    template: 'staff-login-code',
    subject: 'Your Tradespace back office code',
    purpose: (code) => `Your code to sign in to the Tradespace review back office is ${code}.`,
    warning: 'If you did not just sign in, someone knows your password: ask for it to be reset today.',
  });
}
