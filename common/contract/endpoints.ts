import { endpointTable } from './endpoint';
import * as contract from './index';

/**
 * Every call as the browser sends it: `call(endpoints.helpers.jobsEstimate, input)`. The browser
 * build replaces this module with the same table as plain data (scripts/vite-inline-endpoints.mjs),
 * so sending a call never loads zod; the schemas stay the server's (decision 044).
 */
export const endpoints = endpointTable(contract);
