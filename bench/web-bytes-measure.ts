import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebBytesRow } from './results-json';
import { createSizer, entryKey, filesOf, ownChunks, staticClosure, stepScreenKeys, totalOf, type Manifest } from './web-bytes';

const FIRST_STEP = 'lead_location';

/**
 * JS and CSS per step of the build in `<buildDir>/web`: everything lead_location's first load needs, then each later step's
 * own chunks (its screen's, those only it needs and what they load lazily).
 */
export function measureWebBytes(buildDir: string): WebBytesRow[] {
  const webDir = join(buildDir, 'web');
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build first (BUILD_DIR=${buildDir} npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const screens = stepScreenKeys(readFileSync('web/src/app/step-screens.ts', 'utf8'), manifest);
  const sizeOf = createSizer(webDir);
  const entry = staticClosure(manifest, entryKey(manifest));

  return Object.entries(screens).map(([route, key]): WebBytesRow => {
    const closure = staticClosure(manifest, key);
    if (route === FIRST_STEP) {
      const files = filesOf(manifest, new Set([...entry, ...closure]));
      const js = totalOf(files.js, sizeOf);
      const css = totalOf(files.css, sizeOf);
      return {
        route,
        kind: 'first load',
        jsGzip: js.gzip,
        jsBrotli: js.brotli,
        cssGzip: css.gzip,
        cssBrotli: css.brotli,
        newJsGzip: js.gzip,
      };
    }
    const otherSteps = Object.values(screens).filter((other) => other !== key);
    const own = filesOf(manifest, ownChunks(manifest, key, otherSteps, entry));
    const js = totalOf(own.js, sizeOf);
    const css = totalOf(own.css, sizeOf);
    const beyondEntry = filesOf(
      manifest,
      [...closure].filter((chunk) => !entry.has(chunk)),
    );
    return {
      route,
      kind: 'own chunk',
      jsGzip: js.gzip,
      jsBrotli: js.brotli,
      cssGzip: css.gzip,
      cssBrotli: css.brotli,
      newJsGzip: totalOf(beyondEntry.js, sizeOf).gzip,
    };
  });
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
