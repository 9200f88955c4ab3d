// Prints a TCP port that is free on this machine now (so E2E does not collide with a stray server).
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 3210);
  server.close();
});
