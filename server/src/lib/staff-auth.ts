/** A staff sign-in's two stages: the password was right and a code is waiting, then signed in. */
export const STAFF_STAGES = ['code', 'signed_in'] as const;

/** The staff member a request's staff session names (the staff sessions plugin sets it, decision 035). */
export interface StaffAuth {
  sessionId: string;
  staffId: number;
  email: string;
  stage: (typeof STAFF_STAGES)[number];
  /** The code e-mailed for this sign-in (stage `code`); no other code signs this visit in. */
  codeId: number | null;
}
