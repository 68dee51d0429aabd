import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from './context.ts';

/**
 * Which peers are reverse proxies whose X-Forwarded-* headers count (TRUST_PROXY), in proxy-addr's terms
 * (the library Express uses): a number of proxy hops in front of the platform (0: none, the socket's
 * address is the client), or the proxies' addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
export type TrustProxy = number | readonly string[];

/** Is the peer at this position a trusted proxy? `hop` 0 is the socket's peer, 1 the right-most X-Forwarded-For entry, … */
export type ProxyTrust = (address: string, hop: number) => boolean;

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY: `false`/`0`/`no` (no proxy), a hop count (`1`, `2`; `true`/`yes` are one hop, kept from
 * when this was a yes/no setting), or a comma-separated list of addresses, CIDRs and names. Throws naming what
 * is wrong, for the env module to report at boot.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim();
  if (v === 'false' || v === 'no') return 0;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 100) throw new Error(`at most 100 proxy hops, not ${v}`);
    return hops;
  }
  const entries = v.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (NAMES.has(entry)) continue;
    // Node's strict address syntax, so that a typo like 10.0.0 is refused rather than read as 10.0.0.0.
    const [address = '', range, ...more] = entry.split('/');
    if (net.isIP(address) === 0 || more.length > 0 || range === '') {
      throw new Error(`"${entry}" is not false, a number of proxy hops, an IP address, a CIDR or loopback, linklocal, uniquelocal`);
    }
  }
  try {
    proxyaddr.compile(entries); // checks the ranges (/33, a netmask that is none, …)
  } catch (err) {
    throw new Error(`${(err as Error).message} (proxy addresses, CIDRs or loopback, linklocal, uniquelocal, comma-separated)`);
  }
  return entries;
}

/** The trust function for a TRUST_PROXY setting, compiled once (proxy-addr's compile() for addresses). */
export function compileProxyTrust(setting: TrustProxy): ProxyTrust {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile([...setting]);
}

/**
 * The client's address: the right-most address of the chain (socket peer, then X-Forwarded-For from right to
 * left) that is not a trusted proxy, as proxy-addr decides. Entries left of it were written by the client or an
 * untrusted hop and are never read, so a forged entry changes nothing. Undefined without a socket address.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): string | undefined {
  if (!socketAddress) return undefined;
  const req = { socket: { remoteAddress: socketAddress }, headers: { 'x-forwarded-for': forwardedFor } };
  return proxyaddr(req as unknown as IncomingMessage, trust);
}

/** The socket peer's address (@hono/node-server's IncomingMessage); undefined without one (app.request() in tests). */
export function socketAddressOf(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The first value of an X-Forwarded-* header (Proto, Host) when the socket peer is a trusted proxy, else
 * undefined: from anyone else the header is whatever the client wrote (Express's req.protocol and req.host).
 */
export function forwardedByTrustedProxy(c: Context<AppEnv>, header: 'x-forwarded-proto' | 'x-forwarded-host'): string | undefined {
  const socket = socketAddressOf(c);
  if (!socket || !c.var.deps.trustProxy(socket, 0)) return undefined;
  return c.req.header(header)?.split(',')[0]?.trim() || undefined;
}
