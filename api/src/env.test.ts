import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadEnv({ DATA_DIR: '/tmp/lp-env-test', TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set: no proxy trusted (false, 0, no, empty)', () => {
    for (const v of [undefined, '', 'false', '0', 'no']) expect(trustProxy(v), String(v)).toBe(0);
  });

  it('takes a number of proxy hops; true (and 1, yes) is exactly one hop', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('yes')).toBe(1);
  });

  it("takes proxy-addr's vocabulary: addresses, CIDRs and loopback, linklocal, uniquelocal, comma-separated", () => {
    expect(trustProxy('loopback')).toEqual(['loopback']);
    expect(trustProxy('loopback, 10.0.0.0/8,192.168.1.5 , fd00::/8, 172.16.0.0/255.240.0.0')).toEqual(
      ['loopback', '10.0.0.0/8', '192.168.1.5', 'fd00::/8', '172.16.0.0/255.240.0.0']);
    expect(trustProxy('linklocal,uniquelocal,::1')).toEqual(['linklocal', 'uniquelocal', '::1']);
  });

  it('refuses anything else at boot, naming the variable', () => {
    for (const v of ['on', 'True', 'localhost', '10.0.0', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.1/', 'loopback,', '1,loopback', '-1', '1.5', '101', 'proxy.schule.ch']) {
      expect(() => trustProxy(v), v).toThrow(/Invalid environment:\n {2}TRUST_PROXY: /);
    }
  });
});
