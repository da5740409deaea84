import { createServer } from '@mswjs/http-middleware';
import { mockPort } from '@/mocks/config';
import { catalog } from '@/mocks/data/catalog';
import { handlers } from '@/mocks/handlers';

/** The mocked backend over HTTP for `npm run dev`, `npm start` and Playwright; the catalog is built before listening. */
const HOST = '127.0.0.1';
const port = mockPort();

catalog();
const server = createServer(...handlers).listen(port, HOST, () => {
  console.log(`mock backend ready on http://${HOST}:${port}`);
});
// Node's keep-alive clients (the shop's proxy among them) reuse an idle socket for up to 5 s, the
// server's default too: a request sent just as the server closed it failed with "socket hang up".
// The server keeps idle sockets longer than any client does, so the client always closes first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function stop(signal: NodeJS.Signals) {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  console.log(`mock backend stopped (${signal})`);
}

process.once('SIGTERM', stop);
process.once('SIGINT', stop);
