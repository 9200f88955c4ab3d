// A Vite plugin in plain JS, so the Vite config imports no TypeScript of ours; it loads the contract through tsx instead.
import { tsImport } from 'tsx/esm/api';

const ENDPOINTS_MODULE = /\/common\/contract\/endpoints\.ts$/;

/**
 * Evaluates the endpoint table at build time, so the page sends calls without loading the
 * contract's zod schemas (docs/decisions/044). Build only: the dev server and tests load the real module.
 * @returns {import('vite').Plugin}
 */
export function inlineEndpoints() {
  /** @type {string | undefined} */
  let source;
  return {
    name: 'tradespace:inline-endpoints',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { inlinedEndpointsModule } = await tsImport('./inlined-endpoints.ts', import.meta.url);
      source = inlinedEndpointsModule();
    },
    load(id) {
      return ENDPOINTS_MODULE.test(id) ? source : null;
    },
  };
}
