import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The repository's own import graph: every source file git knows, and the files of the tree each one imports
// (static imports, re-exports and import() calls; `import type` too, since a type import is a dependency of the
// design even though it leaves no trace at run time). Packages from node_modules are left out.

export interface ImportEdge {
  to: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** package.json "imports": `#common/x` → `common/x`. */
function aliases(root: string): [string, string][] {
  const imports = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { imports: Record<string, string> }).imports;
  return Object.entries(imports).map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')]);
}

function resolve(from: string, specifier: string, aliasList: [string, string][], exists: (file: string) => boolean): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else for (const [alias, target] of aliasList) if (specifier.startsWith(alias)) base = target + specifier.slice(alias.length);
  if (base === undefined) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((file) => SOURCE.test(file) && exists(file));
}

function specifiers(file: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true ||
          (node.importClause !== undefined &&
            node.importClause.name === undefined &&
            node.importClause.namedBindings !== undefined &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Source files tracked by git (and any not yet added), paths relative to the root. */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(`${root}/${file}`));
}

/**
 * Each file → the tree's files it imports. `planted` adds files (path → text) that exist only in memory, so a test
 * can plant a circle without writing into the tree.
 */
export function importGraph(root: string, files: string[], planted: Record<string, string> = {}): Map<string, ImportEdge[]> {
  const aliasList = aliases(root);
  const exists = (file: string) => file in planted || existsSync(`${root}/${file}`);
  const graph = new Map<string, ImportEdge[]>();
  for (const file of [...files, ...Object.keys(planted)]) {
    const text = planted[file] ?? readFileSync(`${root}/${file}`, 'utf8');
    const edges = specifiers(file, text).flatMap(({ specifier, typeOnly }) => {
      const to = resolve(file, specifier, aliasList, exists);
      return to === undefined ? [] : [{ to, typeOnly }];
    });
    graph.set(file, edges);
  }
  return graph;
}
