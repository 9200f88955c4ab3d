import type { OutboxDraft } from '../repos/outbox-repo';
import { codeEmail, type CodeEmailInput } from './code-email';

export type AccountCloseCodeEmailInput = CodeEmailInput;

/** The fresh sign-in check before closing an account (decision 088); the code is the only 6-digit number in it. */
export function accountCloseCodeEmail(input: AccountCloseCodeEmailInput): OutboxDraft {
  return codeEmail(input, {
    template: 'account-close-code',
    subject: 'Your code to close your Tradespace account',
    purpose: (code) => `Your code to confirm that you want to close your Tradespace account is ${code}.`,
    warning: 'If you did not ask to close your account, do not share this code with anyone and change your password.',
  });
}
