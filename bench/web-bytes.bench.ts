// JS and CSS bytes (gzip, brotli) of lead_location's first load and of each later step's own chunks, from the build manifest.
// Usage: BUILD_DIR=<build> npx tsx bench/web-bytes.bench.ts   (after `npm run build` with the same BUILD_DIR)
import { benchBuildDir } from './built-server';
import { today, writeResultsSection } from './results-file';
import { saveResults } from './results-json';
import { kB, measureWebBytes } from './web-bytes-measure';

const rows = measureWebBytes(benchBuildDir);
saveResults({ webBytes: { date: today(), rows } });
console.table(rows);
await writeResultsSection('web-bytes', [
  '### Web: JavaScript and CSS per step',
  '',
  `\`npx tsx bench/web-bytes.bench.ts\` (part of \`npm run bench\`) — ${today()}, the production build's \`.vite/manifest.json\`;`,
  'kB = 1,000 bytes, gzip level 9 and brotli quality 11. `lead_location` counts its whole first load (the entry, its static',
  "imports and the step's chunk); every later step counts its own chunks (its screen's, those no other step needs, such as the",
  'card form the cards page shares, and what they load lazily), and "new JS" adds the shared chunks it imports that the entry',
  'has not loaded (what arriving on it from the previous step fetches at most).',
  '',
  '| route | what | JS gzip kB | JS brotli kB | CSS gzip kB | CSS brotli kB | new JS gzip kB |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| \`${row.route}\` | ${row.kind} | ${kB(row.jsGzip)} | ${kB(row.jsBrotli)} | ${kB(row.cssGzip)} | ${kB(row.cssBrotli)} | ${kB(row.newJsGzip)} |`,
  ),
]);
