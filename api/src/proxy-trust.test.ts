import { describe, expect, it } from 'vitest';
import { clientAddress, compileProxyTrust, parseTrustProxy } from './proxy-trust.ts';

/** The client address for a socket peer and X-Forwarded-For under a TRUST_PROXY value. */
const client = (trustProxy: string, socket: string | undefined, forwardedFor?: string) =>
  clientAddress(socket, forwardedFor, compileProxyTrust(parseTrustProxy(trustProxy)));

describe('clientAddress (proxy-addr: the right-most address that is not a trusted proxy)', () => {
  it('without trusted proxies is the socket address, whatever X-Forwarded-For says', () => {
    expect(client('false', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(client('false', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts hops from the right: 1 trusts the socket peer only, 2 also the entry it added', () => {
    expect(client('1', '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(client('1', '10.0.0.2', '198.51.100.7, 10.0.0.3')).toBe('10.0.0.3');
    expect(client('2', '10.0.0.2', '198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    // A direct request without the header: the socket's peer itself.
    expect(client('1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('true is one hop, as 1', () => {
    expect(client('true', '127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('trusts the listed proxies by address or range', () => {
    expect(client('loopback', '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(client('loopback', '::1', '198.51.100.7')).toBe('198.51.100.7');
    expect(client('loopback', '::ffff:127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // A chain of proxies in the range: the first address from the right outside it.
    expect(client('10.0.0.0/8, 192.168.1.5', '192.168.1.5', '198.51.100.7, 10.1.2.3, 10.0.0.9')).toBe('198.51.100.7');
    expect(client('uniquelocal', '172.18.0.5', '2001:db8::1')).toBe('2001:db8::1');
  });

  it('ignores entries the client wrote left of what the trusted proxies appended (spoofing)', () => {
    for (const forged of ['1.2.3.4', '127.0.0.1', '10.0.0.1, 8.8.8.8', 'not-an-address', '']) {
      const header = forged ? `${forged}, 198.51.100.7` : '198.51.100.7';
      expect(client('1', '127.0.0.1', header), forged).toBe('198.51.100.7');
      expect(client('loopback', '127.0.0.1', header), forged).toBe('198.51.100.7');
      expect(client('127.0.0.1, 10.0.0.0/8', '127.0.0.1', header), forged).toBe('198.51.100.7');
    }
  });

  it('ignores the header entirely when the socket peer is not a trusted proxy', () => {
    expect(client('10.0.0.1', '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(client('loopback', '203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
    expect(client('192.168.0.0/16', '192.169.0.1', '198.51.100.7')).toBe('192.169.0.1');
  });

  it('has none without a socket address (a request that did not come over the network)', () => {
    expect(client('1', undefined, '198.51.100.7')).toBeUndefined();
  });
});
