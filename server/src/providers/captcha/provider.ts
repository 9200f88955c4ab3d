/** Proves a visitor is human: ALTCHA proof of work offline by default, Google reCAPTCHA when keyed. */
export interface CaptchaProvider {
  kind: 'altcha' | 'recaptcha';
  /** The public key the browser widget needs (reCAPTCHA only). */
  siteKey: string | null;
  /**
   * A fresh challenge for the browser to solve, or null when the vendor's widget makes its own.
   * `cost` is the work it asks for (ALTCHA: SHA-256 rounds per try; reCAPTCHA has none).
   */
  challenge: (options?: { cost?: number }) => Promise<Record<string, unknown> | null>;
  /**
   * True once for a good `recaptcha_response`; false for a missing, wrong, expired or reused one, or
   * (ALTCHA) one whose signed challenge asked for less work than `minCost`.
   */
  verify: (response: string, ip: string, options?: { minCost?: number }) => Promise<boolean>;
}
