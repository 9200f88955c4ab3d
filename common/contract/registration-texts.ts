// Plain texts, no schemas: the lead steps show them without loading zod (decision 044).
export const EMAIL_TAKEN = 'The email address has already been taken.';
export const PHONE_TAKEN = 'Phone number already exists.';
