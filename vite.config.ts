import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// BUILD_DIR lets two builds share a checkout (a helper's E2E run beside the main one); default dist/
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: `../${buildDir}/web`,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    proxy: { '^/(v1|auth|api|dev|healthz)': 'http://localhost:3000' },
  },
});
