import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildResultMessage, parseOrigin, postGameResult, resolveTargetOrigin } from './post-result.ts';

describe('parseOrigin', () => {
  it('accepts http(s) origins and reduces URLs to their origin', () => {
    expect(parseOrigin('https://lms.example.ch')).toBe('https://lms.example.ch');
    expect(parseOrigin('https://lms.example.ch/')).toBe('https://lms.example.ch');
    expect(parseOrigin('http://localhost:8080/course/1?x=y')).toBe('http://localhost:8080');
    expect(parseOrigin('HTTPS://LMS.Example.CH')).toBe('https://lms.example.ch');
  });

  it('rejects missing, malformed and non-http values', () => {
    for (const bad of [null, undefined, '', 'lms.example.ch', '*', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x']) {
      expect(parseOrigin(bad)).toBeNull();
    }
  });
});

describe('resolveTargetOrigin', () => {
  it('uses a valid parentOrigin query parameter', () => {
    expect(resolveTargetOrigin('?parentOrigin=https%3A%2F%2Flms.example.ch')).toBe('https://lms.example.ch');
    expect(resolveTargetOrigin('?seed=1&parentOrigin=https://lms.example.ch')).toBe('https://lms.example.ch');
  });

  it('falls back to any origin, as the spec says', () => {
    expect(resolveTargetOrigin('')).toBe('*');
    expect(resolveTargetOrigin('?parentOrigin=nonsense')).toBe('*');
  });

  it('lets an explicit option win over the query', () => {
    expect(resolveTargetOrigin('?parentOrigin=https://a.example', 'https://b.example')).toBe('https://b.example');
  });
});

describe('buildResultMessage', () => {
  it('keeps the spec keys and adds an xAPI-shaped result', () => {
    const message = buildResultMessage(
      { quizId: 'EU_FLAGGEN', Punkte: 30, Zeit: '01:23', Richtig: 30, Falsch: 10 },
      { raw: 30, max: 40, success: true, durationSeconds: 83 },
    );
    expect(message).toEqual({
      quizId: 'EU_FLAGGEN',
      Punkte: 30,
      Zeit: '01:23',
      Richtig: 30,
      Falsch: 10,
      result: {
        score: { raw: 30, min: 0, max: 40, scaled: 0.75 },
        success: true,
        completion: true,
        duration: 'PT83S',
      },
    });
  });

  it('keeps scaled within [0, 1] and defined when max is 0', () => {
    expect(buildResultMessage({ quizId: 'X' }, { raw: 0, max: 0, success: false, durationSeconds: 0 }).result.score.scaled).toBe(0);
    expect(buildResultMessage({ quizId: 'X' }, { raw: 5, max: 3, success: true, durationSeconds: 0 }).result.score).toEqual({
      raw: 3,
      min: 0,
      max: 3,
      scaled: 1,
    });
  });

  it('is structured-clone safe (postMessage copies it)', () => {
    const message = buildResultMessage({ quizId: 'X', Punkte: 1 }, { raw: 1, max: 2, success: true, durationSeconds: 5 });
    expect(structuredClone(message)).toEqual(message);
  });
});

describe('postGameResult', () => {
  afterEach(() => vi.unstubAllGlobals());
  const message = buildResultMessage({ quizId: 'EU_FLAGGEN', Punkte: 1 }, { raw: 1, max: 1, success: true, durationSeconds: 1 });

  it('posts to the parent with the query origin when embedded', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { parent: { postMessage }, location: { search: '?parentOrigin=https://lms.example.ch' } });
    expect(postGameResult(message)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message, 'https://lms.example.ch');
  });

  it('does nothing when the page is not embedded', () => {
    const self: { parent?: unknown; location: { search: string }; postMessage: () => void } = {
      location: { search: '' },
      postMessage: vi.fn(),
    };
    self.parent = self;
    vi.stubGlobal('window', self);
    expect(postGameResult(message)).toBe(false);
    expect(self.postMessage).not.toHaveBeenCalled();
  });
});
