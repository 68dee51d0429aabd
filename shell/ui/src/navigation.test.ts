import { afterAll, describe, expect, it, vi } from 'vitest';

// The unit tests run in Node: a bare EventTarget stands in for window (listeners run in the order they were added there too).
const fakeWindow = new EventTarget();
vi.stubGlobal('window', fakeWindow);
afterAll(() => vi.unstubAllGlobals());

const { installHistoryStepGuard, onHistoryStep } = await import('./navigation');

describe('onHistoryStep (Back/Forward held before the router sees them)', () => {
  it('stops a held step before a router listener added after the guard, and lets steps through once released', () => {
    installHistoryStepGuard();
    const router = vi.fn();
    fakeWindow.addEventListener('popstate', router);
    const seen: unknown[] = [];
    const release = onHistoryStep((event) => {
      seen.push(event.type);
      return true;
    });

    fakeWindow.dispatchEvent(new Event('popstate'));
    expect(seen).toEqual(['popstate']);
    expect(router).not.toHaveBeenCalled();

    release();
    fakeWindow.dispatchEvent(new Event('popstate'));
    expect(seen).toHaveLength(1);
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('a listener that does not hold the step leaves it to the router', () => {
    const router = vi.fn();
    fakeWindow.addEventListener('popstate', router);
    const release = onHistoryStep(() => false);
    fakeWindow.dispatchEvent(new Event('popstate'));
    expect(router).toHaveBeenCalledTimes(1);
    release();
  });
});
