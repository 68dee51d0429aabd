import { describe, expect, it } from 'vitest';
import { pagePreloadLink } from './page-preloads.ts';

const preloads = {
  '/': ['/assets/landing-abc12345.js', '/assets/page-messages-def67890.js'],
  '/login': ['/assets/login-abc12345.js'],
  '/games/*': ['/assets/game-view-abc12345.js'],
};

describe('pagePreloadLink', () => {
  it("announces a page's scripts as module preloads, by exact address or prefix", () => {
    expect(pagePreloadLink(preloads, '/')).toBe('</assets/landing-abc12345.js>; rel=modulepreload, </assets/page-messages-def67890.js>; rel=modulepreload');
    expect(pagePreloadLink(preloads, '/login')).toBe('</assets/login-abc12345.js>; rel=modulepreload');
    expect(pagePreloadLink(preloads, '/games/schweiz-kantone')).toBe('</assets/game-view-abc12345.js>; rel=modulepreload');
  });

  it('announces nothing for other addresses (their code would be wasted bytes)', () => {
    expect(pagePreloadLink(preloads, '/student/dashboard')).toBeNull();
    expect(pagePreloadLink(preloads, '/games')).toBeNull();
    expect(pagePreloadLink(preloads, '/games/')).toBeNull();
    expect(pagePreloadLink(preloads, '/login/extra')).toBeNull();
    expect(pagePreloadLink({}, '/')).toBeNull();
  });

  it('passes only same-origin script paths into the header', () => {
    expect(pagePreloadLink({ '/': ['https://evil.example/x.js', '//evil.example/x.js', '/a.js>; rel=preload, <//evil', '/assets/ok-12345678.js'] }, '/'))
      .toBe('</assets/ok-12345678.js>; rel=modulepreload');
  });
});
