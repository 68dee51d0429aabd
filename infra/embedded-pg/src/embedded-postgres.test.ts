import { spawnSync } from 'node:child_process';
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

describe('keepExitCode', () => {
  // async-exit-hook (registered by embedded-postgres) ends a draining process with process.exit(0): a failed
  // vitest run with the embedded PostgreSQL ended 0. The child below does what both do.
  const run = (keep: boolean) => spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
    import { keepExitCode } from ${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).href)};
    process.on('beforeExit', () => process.nextTick(() => process.exit(0)));
    ${keep ? 'keepExitCode();' : ''}
    process.exitCode = 1;
  `], { encoding: 'utf8' });

  it("keeps a failing process's exit code although a beforeExit handler exits with 0", () => {
    expect(run(false).status).toBe(0);
    expect(run(true).status).toBe(1);
  });
});
