// Plain text and a test, no schemas: the sign-up form, the server's schema and the e-mail greeting share them
// (decision 103).

export const NAME_HAS_ADDRESS = 'Please enter your name without web or e-mail addresses.';

/**
 * Whether a name holds a web or e-mail address: an @ (or its full-width form), a scheme (`https://`), `www`,
 * or a dot between letters or digits and two or more letters (`evil.com`, `bit.ly`, also with a full-width
 * or ideographic dot). "J.R.", "Dr. Who" and "O'Brien" pass; "St.John" is refused (type "St John").
 */
export function hasWebOrEmailAddress(text: string): boolean {
  return /[@＠]|:\/\/|\bwww\b|[\p{L}\p{N}][.。．｡]\p{L}{2}/iu.test(text);
}
