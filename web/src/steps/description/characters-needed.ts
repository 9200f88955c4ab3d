import { DESCRIPTION_MAX, DESCRIPTION_MIN, descriptionLength } from '#common/contract/description-field';

const plural = (count: number) => (count === 1 ? 'character' : 'characters');

/** "N more characters needed" until 50, then nothing (or how far over the maximum). */
export function charactersNeeded(text: string): string | null {
  const length = descriptionLength(text);
  const needed = DESCRIPTION_MIN - length;
  if (needed > 0) return `${needed} more ${plural(needed)} needed`;
  const over = length - DESCRIPTION_MAX;
  if (over > 0) return `${over} ${plural(over)} over the limit of ${DESCRIPTION_MAX}`;
  return null;
}
