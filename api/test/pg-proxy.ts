import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL, so a test can take the database away from one API
 * instance the way a crash does (every connection reset, new ones refused) and bring it back,
 * without touching the PostgreSQL that the other test files share.
 */
export async function startPgProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => {}); };
  let server: net.Server | null = null;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    const srv = net.createServer((client) => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      port = (srv.address() as net.AddressInfo).port;
      server = srv;
      resolve();
    });
  });
  await listen();
  return {
    get port() { return port; },
    /** Rewrites a postgres:// URL of the target to go through the proxy. */
    url: (databaseUrl: string) => databaseUrl.replace(/@127\.0\.0\.1:\d+\//, `@127.0.0.1:${port}/`),
    /** The outage: every open connection reset, new ones refused. */
    async cut() {
      const srv = server;
      server = null;
      if (srv) await new Promise<void>((r) => { srv.close(() => r()); for (const s of sockets) s.resetAndDestroy(); });
    },
    /** PostgreSQL is back (on the same port). */
    restore: () => (server ? Promise.resolve() : listen()),
    async close() {
      await this.cut();
    },
  };
}
