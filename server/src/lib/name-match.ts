/** The words of a name without case, accents or punctuation: "Zoë O'Brien-Smith" → ["zoe", "obrien", "smith"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether the name read from a document is the account's (decision 138): the same first given name and the same
 * surname, ignoring case, accents and punctuation. Middle names on either side do not count: "Samuel James Fletcher"
 * on a passport matches an account of "Samuel" "Fletcher".
 */
export function namesMatch(account: { firstName: string; lastName: string }, document: { firstName: string; lastName: string }): boolean {
  const accountFirst = nameWords(account.firstName)[0];
  const documentFirst = nameWords(document.firstName)[0];
  const accountLast = nameWords(account.lastName).join(' ');
  const documentLast = nameWords(document.lastName).join(' ');
  return accountFirst !== undefined && accountFirst === documentFirst && accountLast !== '' && accountLast === documentLast;
}
