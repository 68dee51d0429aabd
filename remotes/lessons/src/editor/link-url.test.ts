import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url';

describe('link dialog addresses', () => {
  it('adds nothing for an empty address and refuses other schemes', () => {
    expect(normalizeLinkUrl('   ')).toBeNull();
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,x')).toBeNull();
  });
  it('keeps http(s) and mailto, and completes a bare domain with https', () => {
    expect(normalizeLinkUrl('https://www.admin.ch/')).toBe('https://www.admin.ch/');
    expect(normalizeLinkUrl('schule.ch/lernen')).toBe('https://schule.ch/lernen');
    expect(normalizeLinkUrl('mailto:lehrer@schule.ch')).toBe('mailto:lehrer@schule.ch');
  });
});
