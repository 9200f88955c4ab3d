import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The glossary's banned words, read from docs/glossary.md's "Not" column (one source), and the names they are
// looked for in: every file and folder name and every top-level declared name under common/, server/src/ and
// web/src/ (decision 145). Migrations are history and keep their names.

const root = new URL('../../', import.meta.url).pathname;

export interface BannedWord {
  term: string;
  words: string[];
  text: string;
}

/** Each row's term and the backticked words of its "Not" column, as lists of lower-case words. */
export function bannedWords(glossary = readFileSync(`${root}docs/glossary.md`, 'utf8')): BannedWord[] {
  const rows = glossary.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Term') && !line.startsWith('| ---'));
  return rows.flatMap((row) => {
    const cells = row.split(' | ');
    const term = cells[0]!.replace(/^\| /, '').trim();
    const not = cells.at(-1)!;
    return [...not.matchAll(/`([^`]+)`/g)].map((match) => ({ term, words: wordsOf(match[1]!), text: match[1]! }));
  });
}

/** `whyCannotBuyLead`, `lead-price.ts`, `LEAD_CREDITS` → lower-case words. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/\.(test\.)?(tsx?|mjs|js|css)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export function contains(words: readonly string[], banned: readonly string[]): boolean {
  return words.some((_, start) => banned.every((word, offset) => words[start + offset] === word));
}

export interface NamedThing {
  name: string;
  where: string;
}

const DECLARED =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** Every file and folder name, and every top-level declared name, of the source trees. */
export function namedThings(): NamedThing[] {
  const files = execFileSync('git', ['ls-files', 'common', 'server/src', 'web/src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('server/src/db/migrations/'));
  const things = new Map<string, NamedThing>();
  for (const file of files) {
    const parts = file.split('/');
    parts.forEach((part, index) => {
      const where = parts.slice(0, index + 1).join('/');
      things.set(where, { name: part, where });
    });
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    const text = readFileSync(`${root}${file}`, 'utf8');
    for (const match of text.matchAll(DECLARED)) {
      const line = text.slice(0, match.index).split('\n').length;
      things.set(`${file}:${line}`, { name: match[1]!, where: `${file}:${line}` });
    }
  }
  return [...things.values()];
}
