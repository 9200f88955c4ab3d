import { publicProfilePath } from '../common/public-pages';
import { APP_VERSION } from '../common/app-config';
import { BENCH_EMPTY_PATH } from '../server/src/routes/system/bench-empty';
import type { LoadTarget } from './api-load';
import type { BenchFixtures, BenchVisitor } from './bench-seed';

// what a browser sends: compressed replies are part of the cost of a real page view
const BROWSER = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
const POSTCODES = ['M1 1AE', 'B1 1BB', 'LS1 4AP', 'SW1A 1AA', 'EH1 1YZ', 'CF10 1EP', 'BS1 4DJ', 'IV27 4AA'];
const SEARCHES = ['plumb', 'electric', 'roof', 'garden', 'paint', 'tiling', 'boiler', 'kitchen'];

/** The headers of the page's own API calls (decision 004): session cookie, XHR, and the CSRF echo on POSTs. */
function apiHeaders(visitor: BenchVisitor, post: boolean): Record<string, string> {
  return {
    ...BROWSER,
    cookie: visitor.cookie,
    'x-requested-with': 'XMLHttpRequest',
    ...(post ? { 'x-xsrf-token': visitor.csrfToken } : {}),
  };
}

export const EMPTY_TARGET: LoadTarget = {
  name: `GET ${BENCH_EMPTY_PATH} (baseline)`,
  method: 'GET',
  path: BENCH_EMPTY_PATH,
  request: () => ({ headers: BROWSER }),
};

/** The routes the budgets name (after a signed-in baseline), each request as the page or a homeowner's browser would send it. */
export function apiTargets(fixtures: BenchFixtures): LoadTarget[] {
  const visitorFor = (connection: number) => fixtures.visitors[connection % fixtures.visitors.length] ?? fixtures.trader;
  const trades = fixtures.tradeIds;
  let signups = 0;
  const run = Date.now().toString(36);
  return [
    {
      // the same empty route with a signed-in session: every call that reads the session pays this first
      name: `GET ${BENCH_EMPTY_PATH} (signed in)`,
      method: 'GET',
      path: BENCH_EMPTY_PATH,
      request: () => ({ headers: apiHeaders(fixtures.trader, false) }),
    },
    {
      name: 'GET /v1/account/info (signed in)',
      method: 'GET',
      path: `/v1/account/info?version_tag=${APP_VERSION}&app=web`,
      request: () => ({ headers: apiHeaders(fixtures.trader, false) }),
    },
    {
      name: 'POST /v1/helpers/jobs-estimate',
      method: 'POST',
      path: '/v1/helpers/jobs-estimate',
      request: (connection, sequence) => ({
        headers: apiHeaders(visitorFor(connection), true),
        body: { postcode: POSTCODES[sequence % POSTCODES.length], trade: trades[sequence % trades.length] },
      }),
    },
    {
      name: 'POST /v1/helpers/categories/search',
      method: 'POST',
      path: '/v1/helpers/categories/search',
      request: (connection, sequence) => ({
        headers: apiHeaders(visitorFor(connection), true),
        body: { search: SEARCHES[sequence % SEARCHES.length] },
      }),
    },
    {
      name: 'POST /v1/lead/register',
      method: 'POST',
      path: '/v1/lead/register',
      request: (connection) => {
        signups += 1;
        return {
          headers: apiHeaders(visitorFor(connection), true),
          body: {
            email_address: `lead-${run}-${signups}@bench.tradespace.test`,
            postcode: POSTCODES[signups % POSTCODES.length],
            trades: [trades[signups % trades.length]],
          },
        };
      },
    },
    {
      name: 'GET /t/{company url} (public profile)',
      method: 'GET',
      path: publicProfilePath(fixtures.profileUrl),
      request: () => ({ headers: { ...BROWSER, accept: 'text/html' } }),
    },
    {
      name: 'GET /directory/{trade}?postcode= (directory listing)',
      method: 'GET',
      path: fixtures.directoryPath,
      request: () => ({ headers: { ...BROWSER, accept: 'text/html' } }),
    },
  ];
}
