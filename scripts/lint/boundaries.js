// The layers and who may import whom, as zones for import-x/no-restricted-paths: files in `target` may not
// import anything in `from`. docs/architecture.md states the same rules in words.
const layer = (target, from, message) => ({ target, from, message });

export const boundaryZones = [
  layer('./common', ['./server', './web'], 'common is shared by the server and the browser: it imports neither.'),
  layer('./web', './server', 'The browser app talks to the server through the contract in common, never by importing server code.'),
  layer(
    './server/src/db',
    ['./server/src/repos', './server/src/services', './server/src/routes'],
    'db is the bottom layer: it imports no repo, service or route.',
  ),
  layer(
    './server/src/repos',
    ['./server/src/services', './server/src/routes'],
    'Repos sit under services: routes → services → repos → db.',
  ),
  layer('./server/src/services', './server/src/routes', 'Services sit under routes: routes → services → repos → db.'),
  layer(
    './server/src/lib',
    ['./server/src/repos', './server/src/services', './server/src/routes'],
    'lib holds helpers for every layer: it imports no repo, service or route.',
  ),
  layer(
    './server/src/providers/*/!(index|*.test).ts',
    './server/src/providers/*/index.ts',
    'A provider implementation imports its interface (provider.ts); only index.ts chooses, and nothing imports back from it.',
  ),
];
