import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEndpoints } from './scripts/vite-inline-endpoints.mjs';

// BUILD_DIR lets two builds share a checkout (a helper's E2E run beside the main one); default dist/
const buildDir = process.env.BUILD_DIR ?? 'dist';

// react-router's package exports point every bundler at its development build, whose warnings stay in unless the
// production build (the same code with ENABLE_DEV_WARNINGS = false) is named: about 2 kB gzip of the first load
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [react(), inlineEndpoints()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: `../${buildDir}/web`,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // bench/web-bytes.ts reads which chunks each step loads from it
    manifest: true,
    // zod only builds schemas (no z.config or registries here), so an unused one is dropped with the
    // module constants around it: importing a text from the contract costs no zod (docs/decisions/044)
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // the first load in one file, and what every step uses in one more, instead of many small ones (decision 152)
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'] },
            {
              name: 'step-kit',
              test: /web[\\/]src[\\/](shell[\\/](step-frame|use-arrival-focus|use-step-links)|components[\\/]ui[\\/](text-field|field-shell|field-error|offline-notice)|lib[\\/](use-form-action|use-stale-errors|scroll-to-error))\./,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '^/(v1|auth|api|dev|healthz)': 'http://localhost:3000' },
  },
}));
