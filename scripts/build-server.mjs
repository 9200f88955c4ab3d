// Bundles the server into dist/server/server.js (BUILD_DIR/server/server.js when set) and copies what it reads at run time beside it.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const out = `${process.env.BUILD_DIR ?? 'dist'}/server`;
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ['server/src/server.ts'],
  outfile: `${out}/server.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${out}/migrations`, { recursive: true });
if (existsSync('server/src/db/seed/data')) cpSync('server/src/db/seed/data', `${out}/data`, { recursive: true });
console.log(`server bundled into ${out}`);
