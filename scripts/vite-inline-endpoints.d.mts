import type { Plugin } from 'vite';

/** See vite-inline-endpoints.mjs. */
export function inlineEndpoints(): Plugin;
