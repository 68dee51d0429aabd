import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The one HTTP client for everything the server fetches from other hosts (LTI configuration, registration,
 * JWKS, tokens and scores; the game registry's bundle checks). What comes from outside names these URLs, so:
 * - an address is checked after DNS, and the connection goes to exactly the checked address (the lookup hook
 *   of the socket, so a second DNS answer cannot rebind it); IP literals are checked before connecting;
 * - loopback, link-local, unspecified, multicast, reserved and private addresses are refused unless the
 *   operator lists them (OUTBOUND_ALLOW_HOSTS: a host, IP or CIDR, each optionally with `:port`); link-local
 *   (cloud metadata), unspecified, multicast and reserved addresses and the platform's own addresses
 *   (its public origin, its database) are refused even then;
 * - no redirect is followed unless the caller asks, and then every hop goes through the same checks;
 * - time is bounded (connect and total) and the body is read while it streams, up to `maxBytes`;
 * - every failure (refused address, closed port, hanging host, too large) is the same `OutboundError`,
 *   thrown no earlier than the request's time budget, so the caller cannot tell them apart by time.
 * undici (Node's own fetch engine) because its connector takes the socket's lookup hook per agent.
 */

export interface OutboundPolicy {
  /** Hosts, IPs or CIDRs the operator allows although private or loopback, each optionally with a port. */
  allowHosts: readonly string[];
  /** host:port pairs never to call (the platform itself, its database), whatever the allow-list says. */
  ownEndpoints: readonly string[];
  /** Connect and total time budget per request. */
  timeoutMs: number;
}

export interface OutboundInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The answer's body is cut off (an OutboundError) beyond this size. */
  maxBytes: number;
  /** Follow up to this many redirects, each hop checked like the first (default 0: a 3xx is returned as is). */
  maxRedirects?: number;
}

/** Any outbound request that did not produce an answer, for whatever reason. The reason is for logs only. */
export class OutboundError extends Error {
  constructor(readonly reason: string) {
    super('The remote host could not be reached');
  }
}

/** The answer: status, headers and the whole (bounded) body, as a standard Response. */
export type OutboundFetch = (url: string, init: OutboundInit) => Promise<Response>;

interface AllowEntry { host?: string; cidr?: [ipaddr.IPv4 | ipaddr.IPv6, number]; port?: number }

/** Parses OUTBOUND_ALLOW_HOSTS entries ('lms.school.local', '10.0.0.0/8', '127.0.0.1:4100', '[::1]:80'); throws on a bad one. */
export function parseAllowHosts(entries: readonly string[]): AllowEntry[] {
  return entries.map((raw) => {
    const entry = raw.trim().toLowerCase();
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    const withPort = /^([^:]+):(\d+)$/.exec(entry);
    const [hostPart, portPart] = bracketed ? [bracketed[1]!, bracketed[2]] : withPort ? [withPort[1]!, withPort[2]] : [entry, undefined];
    const port = portPart === undefined ? undefined : Number(portPart);
    if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) throw new Error(`bad port in '${raw}'`);
    if (hostPart.includes('/')) {
      try {
        return { cidr: ipaddr.parseCIDR(hostPart), port };
      } catch {
        throw new Error(`bad CIDR '${raw}'`);
      }
    }
    if (ipaddr.isValid(hostPart)) {
      const addr = ipaddr.process(hostPart);
      return { cidr: [addr, addr.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number], port };
    }
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(hostPart)) throw new Error(`bad host '${raw}'`);
    return { host: hostPart, port };
  });
}

/** Ranges never called, even when allowed: cloud metadata and other link-local services, "any", multicast, reserved. */
const NEVER = new Set(['linkLocal', 'unspecified', 'multicast', 'broadcast', 'reserved']);
/** Ranges called only when the operator allows the host: the machine itself and private networks. */
const ONLY_ALLOWED = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

/** Whether a connection to `address:port` (reached through the URL's `hostname`) may be made. */
export function addressAllowed(address: string, port: number, hostname: string, allow: readonly AllowEntry[], own: ReadonlySet<string>): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (NEVER.has(range)) return false;
  const normalized = ip.toString();
  if (own.has(`${normalized}:${port}`) || own.has(`${hostname.toLowerCase()}:${port}`)) return false;
  if (!ONLY_ALLOWED.has(range) && range === 'unicast') return true;
  if (!ONLY_ALLOWED.has(range)) return false;
  return allow.some((e) => (e.port === undefined || e.port === port) && (
    e.host !== undefined ? e.host === hostname.toLowerCase()
      : e.cidr !== undefined && e.cidr[0].kind() === ip.kind() && ip.match(e.cidr)));
}

/** The platform's own endpoints as host:port strings (names and, for IP literals, the normalized address). */
export function ownEndpointsOf(urls: readonly (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const u of urls) {
    if (!u) continue;
    try {
      const url = new URL(u);
      const defaultPort = url.protocol === 'https:' ? 443 : url.protocol === 'http:' ? 80 : url.protocol.startsWith('postgres') ? 5432 : 0;
      const port = Number(url.port || defaultPort);
      const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      out.push(`${host}:${port}`);
      if (ipaddr.isValid(host)) out.push(`${ipaddr.process(host).toString()}:${port}`);
      if (host === 'localhost') out.push(`127.0.0.1:${port}`, `::1:${port}`);
    } catch { /* not a URL: nothing to protect */ }
  }
  return out;
}

/** Creates the outbound fetch for a policy (one per API instance). */
export function createOutboundFetch(policy: OutboundPolicy): OutboundFetch {
  const allow = parseAllowHosts(policy.allowHosts);
  const own = new Set(policy.ownEndpoints.map((e) => e.toLowerCase()));

  async function once(url: URL, init: OutboundInit, deadline: number): Promise<Response> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError(`scheme ${url.protocol}`);
    if (url.username || url.password) throw new OutboundError('credentials in URL');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(hostname) && !addressAllowed(hostname, port, hostname, allow, own)) throw new OutboundError(`address ${hostname} refused`);
    const lookup: net.LookupFunction = (host, options, callback) => {
      dns.lookup(host, { all: true, family: options.family }, (err, addresses) => {
        if (err) return callback(err, '', 4);
        // A name that resolves to any refused address is refused as a whole (no picking the harmless one).
        if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a.address, port, host, allow, own))) {
          return callback(Object.assign(new Error(`address of ${host} refused`), { code: 'EREFUSED_OUTBOUND' }), '', 4);
        }
        if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
    const remaining = Math.max(1, deadline - Date.now());
    const dispatcher = new Agent({ connect: { lookup, timeout: remaining }, connections: 1, pipelining: 0 });
    try {
      const res = await request(url, {
        dispatcher, method: init.method ?? 'GET', headers: init.headers, body: init.body,
        headersTimeout: remaining, bodyTimeout: remaining, signal: AbortSignal.timeout(remaining),
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > init.maxBytes) {
          res.body.destroy();
          throw new OutboundError(`answer larger than ${init.maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
        else if (v !== undefined) headers.set(k, v);
      }
      const nullBody = [101, 204, 205, 304].includes(res.statusCode);
      const status = res.statusCode >= 200 && res.statusCode <= 599 ? res.statusCode : 502;
      return new Response(nullBody ? null : Buffer.concat(chunks), { status, headers });
    } catch (err) {
      throw err instanceof OutboundError ? err : new OutboundError((err as Error).message);
    } finally {
      void dispatcher.destroy().catch(() => undefined);
    }
  }

  return async (rawUrl, init) => {
    const started = Date.now();
    const deadline = started + policy.timeoutMs;
    try {
      let url = new URL(rawUrl);
      for (let hop = 0; ; hop++) {
        const res = await once(url, init, deadline);
        const location = res.headers.get('location');
        if (res.status < 300 || res.status > 399 || !location || hop >= (init.maxRedirects ?? 0)) return res;
        url = new URL(location, url);
        if (init.method === 'POST') throw new OutboundError('redirect of a POST');
      }
    } catch (err) {
      // Refused, closed, hanging: the same error, at the same moment (the end of the budget).
      await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())));
      throw err instanceof OutboundError ? err : new OutboundError(err instanceof Error ? err.message : String(err));
    }
  };
}

/** The body of an outbound answer as a JSON object, or null. */
export async function jsonObjectOf(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const value = JSON.parse(await res.text()) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
