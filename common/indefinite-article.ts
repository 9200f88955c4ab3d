/** Words that start with a vowel letter but a consonant sound ("a Uniform fitter"), or the other way round ("an hour"). */
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|ure|eu|one|once)/i;
const SILENT_H = /^(hour|honest|honour|heir)/i;

/** "a" or "an" before `word`, by how it sounds: "an Electrician", "a Plumber", "an Insulation installer", "a Handyman". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const start = word.trim();
  if (SILENT_H.test(start)) return 'an';
  if (VOWEL_LETTER_CONSONANT_SOUND.test(start)) return 'a';
  return /^[aeiou]/i.test(start) ? 'an' : 'a';
}

/** The word with its article: "an Electrician". */
export const withArticle = (word: string) => `${indefiniteArticle(word)} ${word}`;
