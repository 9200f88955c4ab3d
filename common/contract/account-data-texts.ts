// Plain values of "Their data", no schemas: /my-account shows them without loading zod (decisions 044, 088).
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

/**
 * What closing an account keeps, and why (decisions 088, 106): /my-account lists it before the trader
 * closes, and the closure's audit entry records the parts that applied. `freeMonth` applies only to an
 * account that had the free month.
 */
export const keptOnClosing = {
  membership: {
    what: 'membership records (plan, dates, status) under the anonymised account id',
    reason: 'business records of a paid service are kept for six years, as UK tax law (HMRC) requires',
  },
  reviews: {
    what: 'staff review decisions on gas numbers and certificates (ids, outcome, date), without the number or document',
    reason: 'the back office audit log shows who decided what and when; it names no person beyond the account id',
  },
  freeMonth: {
    what: 'after a free month: keyed hashes of the verified mobile number and e-mail address, from which neither can be read back',
    reason: 'the free month is given once per trader, so a new account with the same verified number or address does not get another',
  },
} as const;

/** One kept record as a sentence: "Membership records (…): business records … six years …." */
export const keptSentence = ({ what, reason }: { what: string; reason: string }) =>
  `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}: ${reason}.`;

/** What the page after closing and the confirmation e-mail say. */
export const closedTexts = {
  heading: 'Your account is closed',
  erased:
    'Your profile and directory entry are down, your membership is cancelled, your cards, photos and documents are removed, your personal details are erased, and you are signed out everywhere.',
  keptIntro: 'We keep only these, without your name:',
  emailed: 'We have e-mailed a confirmation to the address the account had. It is the last e-mail we send about this account.',
} as const;
