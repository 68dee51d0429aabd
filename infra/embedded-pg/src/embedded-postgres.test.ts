import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { chooseEmbeddedPgPort } from './embedded-postgres.ts';

function occupy(): Promise<net.Server> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => resolve(srv));
  });
}

describe('chooseEmbeddedPgPort', () => {
  it('keeps a configured port as it is, even when taken (the clash then fails loudly)', async () => {
    const srv = await occupy();
    const taken = (srv.address() as net.AddressInfo).port;
    expect(await chooseEmbeddedPgPort({ configured: taken })).toBe(taken);
    srv.close();
  });

  it('uses the preferred port when it is free', async () => {
    const srv = await occupy();
    const port = (srv.address() as net.AddressInfo).port;
    await new Promise((r) => srv.close(r));
    expect(await chooseEmbeddedPgPort({ configured: undefined, preferred: port })).toBe(port);
  });

  it('moves to a free port and says so when another instance holds the preferred one', async () => {
    const srv = await occupy();
    const taken = (srv.address() as net.AddressInfo).port;
    const reports: [number, number][] = [];
    const chosen = await chooseEmbeddedPgPort({ configured: undefined, preferred: taken, onFallback: (t, c) => reports.push([t, c]) });
    expect(chosen).not.toBe(taken);
    expect(reports).toEqual([[taken, chosen]]);
    srv.close();
  });
});
