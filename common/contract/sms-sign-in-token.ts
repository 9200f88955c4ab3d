/**
 * An SMS sign-in request is named by a random token, never its row number (decision 102): 16 random bytes as
 * 22 URL-safe characters. Without zod, so the lead_existing screen can check its query without loading the contract.
 */
export const SMS_SIGN_IN_TOKEN = /^[A-Za-z0-9_-]{22}$/;
