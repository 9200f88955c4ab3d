import { endpointTable } from '../common/contract/endpoint';
import * as contract from '../common/contract/index';

/** The browser's copy of common/contract/endpoints.ts: the same table, as plain data (decision 044). */
export function inlinedEndpointsModule(): string {
  return `export const endpoints = ${JSON.stringify(inlinedEndpointTable())};\n`;
}

/** The same table as data, for the build's inlining of each use. */
export function inlinedEndpointTable(): Record<string, Record<string, unknown>> {
  return JSON.parse(JSON.stringify(endpointTable(contract))) as Record<string, Record<string, unknown>>;
}
