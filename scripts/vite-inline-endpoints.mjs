// A Vite plugin in plain JS, so the Vite config imports no TypeScript of ours; it loads the contract through tsx instead.
import { tsImport } from 'tsx/esm/api';

const ENDPOINTS_MODULE = /\/common\/contract\/endpoints\.ts$/;
/** `endpoints.<group>.<call>` where the browser's code names one endpoint. */
const ENDPOINT_USE = /\bendpoints\.(\w+)\.(\w+)\b/g;
const WEB_SOURCE = /\/web\/src\/.*\.tsx?$/;

/**
 * Evaluates the endpoint table at build time, so the page sends calls without loading the
 * contract's zod schemas (decision 044). Build only: the dev server and tests load the real module.
 * @returns {import('vite').Plugin}
 */
export function inlineEndpoints() {
  /** @type {string | undefined} */
  let source;
  /** @type {Record<string, Record<string, unknown>>} */
  let table = {};
  return [
    {
      name: 'tradespace:inline-endpoints',
      apply: 'build',
      enforce: 'pre',
      async buildStart() {
        const { inlinedEndpointsModule, inlinedEndpointTable } = await tsImport('./inlined-endpoints.ts', import.meta.url);
        source = inlinedEndpointsModule();
        table = inlinedEndpointTable();
      },
      load(id) {
        return ENDPOINTS_MODULE.test(id) ? source : null;
      },
    },
    {
      // after TypeScript is stripped: each use of one endpoint becomes its own small literal, so a page carries the
      // endpoints it calls instead of the whole table (the table is one object, which no bundler splits)
      name: 'tradespace:inline-endpoint-uses',
      apply: 'build',
      transform(code, id) {
        if (!WEB_SOURCE.test(id) || !code.includes('endpoints.')) return null;
        let changed = false;
        const inlined = code.replace(ENDPOINT_USE, (use, group, call) => {
          const endpoint = table[group]?.[call];
          if (!endpoint) return use;
          changed = true;
          return `(${JSON.stringify(endpoint)})`;
        });
        return changed ? { code: inlined, map: null } : null;
      },
    },
  ];
}
