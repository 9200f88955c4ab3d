import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What source comments cite: decision records by number ("decision 091", "decisions 028, 070 and 088") and files of
// the repository by path ("lib/tokens.ts"). Both must exist. Issue numbers and spec sections are not in the
// repository, so source cites neither: a comment says the rule in words or names the decision that holds it.

export interface Citation {
  file: string;
  line: number;
  text: string;
}

const COMMENT = /\/\/.*$|\/\*[\s\S]*?\*\//gm;
const NOT_IN_REPOSITORY = /\b[Ii]ssues? #?\d+|§ ?\d|docs\/decisions\/\d{3}/g;
/** What the build writes: named in comments, never in the repository. */
const BUILT = /^(dist|BUILD_DIR)\//;
const DECISIONS = /\b[Dd]ecisions? (\d{3}(?:(?:,| and|, and) \d{3})*)/g;
const PATH = /(?<![\w:/.-])((?:\.{1,2}\/)?(?:[\w-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|js|json|md|css|sql|yaml|sh))\b/g;

/** Where a path in a comment may be read from: the root, the file's folder, or the top of a part of the tree. */
const BASES = ['', 'server/src/', 'web/src/', 'server/', 'web/', 'common/'];

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function commentsOf(text: string): { at: number; body: string }[] {
  return [...text.matchAll(COMMENT)].map((match) => ({ at: match.index, body: match[0] }));
}

export function decisionNumbers(root: string): Set<string> {
  return new Set(
    readdirSync(`${root}/docs/decisions`)
      .map((name) => /^(\d{3})-/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined),
  );
}

/**
 * Citations of issues or spec sections, anywhere in a source file (comments, test names, strings), and a decision
 * cited by its path instead of the one form, "decision NNN".
 */
export function issueCitations(file: string, text: string): Citation[] {
  return [...text.matchAll(NOT_IN_REPOSITORY)].map((match) => ({ file, line: lineOf(text, match.index), text: match[0] }));
}

/** Decision numbers a file's comments cite that no record in docs/decisions holds. */
export function missingDecisions(file: string, text: string, known: Set<string>): Citation[] {
  return commentsOf(text).flatMap(({ at, body }) =>
    [...body.matchAll(DECISIONS)].flatMap((match) =>
      (match[1]!.match(/\d{3}/g) ?? [])
        .filter((number) => !known.has(number))
        .map((number) => ({ file, line: lineOf(text, at + match.index), text: `decision ${number}` })),
    ),
  );
}

/** Repository paths a file's comments name that are not there (from the root, the file's folder or a part's top). */
export function missingPaths(root: string, file: string, text: string): Citation[] {
  return commentsOf(text).flatMap(({ at, body }) =>
    [...body.matchAll(PATH)]
      .filter((match) => {
        const cited = match[1]!;
        if (BUILT.test(cited)) return false;
        const candidates = [path.posix.join(path.posix.dirname(file), cited), ...BASES.map((base) => base + cited.replace(/^\.\//, ''))];
        return !candidates.some((candidate) => existsSync(`${root}/${candidate}`));
      })
      .map((match) => ({ file, line: lineOf(text, at + match.index), text: match[1]! })),
  );
}

export function readSource(root: string, file: string): string {
  return readFileSync(`${root}/${file}`, 'utf8');
}
