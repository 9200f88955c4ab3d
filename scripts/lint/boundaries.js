// The layers and who may import whom, as zones for import-x/no-restricted-paths: files in `target` may not
// import anything in `from`. docs/architecture.md ("Layers") states the same rules in words; boundaries.test.ts
// plants one import across each zone and expects lint to refuse it. A layer imports only layers below it:
//   server: server.ts, app.ts → routes → app plugins → services → messages, public-pages → repos, providers
//           (neither imports the other) → lib → env → db. Infrastructure plugins import only providers, lib, env
//           and db. fuzz, server/test, server/cluster and every *.test.ts are test code.
//   web:    main.tsx → app, prerender → shell, steps, pages → features → components → lib
import { readdirSync } from 'node:fs';

const layer = (name, target, from, message) => ({ name, target, from, message });
/** The code of a folder: its tests (*.test.ts, *.test.tsx) try the app as a whole and may import any layer. */
const code = (...folders) => folders.map((folder) => `${folder}/**/!(*.test).{ts,tsx}`);
const src = (...names) => names.map((name) => `./server/src/${name}`);
const web = (...names) => names.map((name) => `./web/src/${name}`);

/** Plugins that serve every request and know no business: they import no repo, service or other plugin. */
export const INFRASTRUCTURE_PLUGINS = [
  'backups',
  'csrf',
  'database',
  'error-handler',
  'graceful-stop',
  'image-decoding',
  'json-body',
  'rate-limit',
  'read-caches',
  'redis-state',
  'request-id',
  'security-headers',
  'uploads',
];

/** The folders of web/src/features, one capability each: a feature imports no other (decision 146). */
const featuresFolder = new URL('../../web/src/features', import.meta.url);
export const WEB_FEATURES = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** One zone per feature: it may import its own folder, never another feature's. */
const featureApart = (name) => ({
  ...layer(
    `web-feature-${name}`,
    code(`./web/src/features/${name}`),
    './web/src/features',
    'A feature imports no other feature: what two share lives in components or lib, and screens compose them (decision 146).',
  ),
  except: [`./${name}`],
});

const ROOT = src('app.ts', 'server.ts');
const ABOVE_SERVICES = [...ROOT, ...src('routes', 'plugins')];
const ABOVE_REPOS = [...ABOVE_SERVICES, ...src('services', 'messages', 'public-pages')];
const ABOVE_LIB = [...ABOVE_REPOS, ...src('repos', 'providers')];
const WEB_TOP = web('main.tsx', 'app', 'prerender');
const WEB_SCREENS = [...WEB_TOP, ...web('shell', 'steps', 'pages')];

export const layers = [
  layer('common', './common', ['./server', './web'], 'common is shared by the server and the browser: it imports neither.'),
  layer('web', './web', './server', 'The browser app talks to the server through the contract in common, never by importing server code.'),
  layer('routes', code('./server/src/routes'), ROOT, 'Routes are registered by app.ts: they never import it.'),
  layer(
    'app-plugins',
    code('./server/src/plugins'),
    [...ROOT, ...src('routes')],
    'Plugins sit under routes: they import no route, nor app.ts.',
  ),
  layer(
    'infrastructure-plugins',
    `./server/src/plugins/{${INFRASTRUCTURE_PLUGINS.join(',')}}.ts`,
    [...ABOVE_REPOS, ...src('repos')],
    'An infrastructure plugin knows no business: it imports no repo, service, message, page or other plugin (decision 128).',
  ),
  layer(
    'services',
    code('./server/src/services'),
    ABOVE_SERVICES,
    'Services sit under routes and plugins: routes → services → repos → db.',
  ),
  layer(
    'messages',
    code('./server/src/messages'),
    [...ABOVE_SERVICES, ...src('services', 'public-pages')],
    'Messages are the texts services send: they import no service, route, plugin or page.',
  ),
  layer(
    'public-pages',
    code('./server/src/public-pages'),
    [...ABOVE_SERVICES, ...src('messages')],
    'Public pages draw HTML from what a route hands them: they import no route, plugin or message.',
  ),
  layer(
    'repos',
    code('./server/src/repos'),
    [...ABOVE_REPOS, './server/src/providers'],
    'Repos sit under services (routes → services → repos → db) and import no provider.',
  ),
  layer(
    'providers',
    code('./server/src/providers'),
    [...ABOVE_REPOS, './server/src/repos'],
    'A provider talks to an outside service: it imports no repo, service, route or plugin; what it needs is handed to it.',
  ),
  layer(
    'provider-implementations',
    './server/src/providers/*/!(index|*.test).ts',
    './server/src/providers/*/index.ts',
    'A provider implementation imports its interface (provider.ts); only index.ts chooses, and nothing imports back from it.',
  ),
  layer(
    'lib',
    code('./server/src/lib'),
    ABOVE_LIB,
    'lib holds helpers for every layer: it imports no repo, service, provider, route or plugin.',
  ),
  layer('env', './server/src/env.ts', [...ABOVE_LIB, './server/src/db'], 'env is read by every layer: it imports only lib.'),
  layer('db', code('./server/src/db'), [...ABOVE_LIB, './server/src/lib'], 'db is the bottom layer: it imports only env.'),
  layer(
    'test-code',
    ['./server/src/!(fuzz)/**/!(*.test).ts', './server/src/!(*.test).ts'],
    ['./server/src/fuzz/**', './server/test/**', './server/cluster/**'],
    'The app never imports test code (fuzz, server/test, server/cluster).',
  ),
  layer(
    'web-screens',
    code(...web('shell', 'steps', 'pages')),
    WEB_TOP,
    'Shell, steps and pages are composed by the app: they never import it.',
  ),
  layer('web-shell', code('./web/src/shell'), web('steps', 'pages'), 'The shell frames the steps and pages: it imports none of them.'),
  layer(
    'web-steps',
    code('./web/src/steps'),
    './web/src/pages',
    'A step imports no page: what both use lives in features, components or lib.',
  ),
  layer(
    'web-pages',
    code('./web/src/pages'),
    './web/src/steps',
    'A page imports no step: what both use lives in features, components or lib.',
  ),
  layer('web-features', code('./web/src/features'), WEB_SCREENS, 'A feature serves the screens: it imports no shell, step, page or app.'),
  ...WEB_FEATURES.map(featureApart),
  layer(
    'web-components',
    code('./web/src/components'),
    [...WEB_SCREENS, './web/src/features'],
    'A component is a part of a screen: it imports no feature, shell, step, page or app.',
  ),
  layer(
    'web-test-helpers',
    [
      './web/src/!(testing)/**/!(*.test).{ts,tsx}',
      './web/src/!(*.test).{ts,tsx}',
      './common/!(testing)/**/!(*.test).ts',
      './common/!(*.test).ts',
    ],
    ['./web/src/testing/**', './common/testing/**'],
    'The app never imports test helpers (web/src/testing, common/testing): only tests do.',
  ),
  layer(
    'web-lib',
    code('./web/src/lib'),
    [...WEB_SCREENS, ...web('features', 'components')],
    'web/src/lib holds the plumbing every part uses: it imports no component, feature, screen or app.',
  ),
];

export const boundaryZones = layers.map(({ name: _name, ...zone }) => zone);
