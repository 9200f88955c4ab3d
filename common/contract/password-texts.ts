// Plain values of the password reset, no schemas: the reset page shows them without loading zod (decision 044).
export const PASSWORD_RESET_MINUTES = 60;
export const PASSWORD_RESET_LINK_USED = 'This reset link has expired or has already been used. Ask for a new one below.';
