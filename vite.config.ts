import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEndpoints } from './scripts/vite-inline-endpoints.mjs';

// BUILD_DIR lets two builds share a checkout (a helper's E2E run beside the main one); default dist/
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig({
  root: 'web',
  plugins: [react(), inlineEndpoints()],
  build: {
    outDir: `../${buildDir}/web`,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // bench/web-bytes.ts reads which chunks each step loads from it
    manifest: true,
    // zod only builds schemas (no z.config or registries here), so an unused one is dropped with the
    // module constants around it: importing a text from the contract costs no zod (docs/decisions/044)
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    proxy: { '^/(v1|auth|api|dev|healthz)': 'http://localhost:3000' },
  },
});
