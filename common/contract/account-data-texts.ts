// Plain values of "Their data", no schemas: /my-account shows them without loading zod (docs/decisions/044, 088).
export const CLOSE_CODE_DIGITS = 6;
/** How long a passed check lets the account be closed. */
export const CLOSE_PROOF_MINUTES = 10;

export const closeTexts = {
  checkMissing: 'Please enter your password or the code we e-mailed you.',
  codeFormat: `Please enter the ${CLOSE_CODE_DIGITS}-digit code.`,
  confirm: 'Please tick the box to confirm that you want to close your account.',
  proofMissing: 'Please confirm it is you first: enter your password or the code we e-mailed you.',
  proofExpired: `Your check was more than ${CLOSE_PROOF_MINUTES} minutes ago. Please enter your password or a new code again.`,
} as const;
