// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useLoader } from './use-loader';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

function Screen({ id, load }: { id: string; load: (id: string) => Promise<string> }) {
  const { state, reload } = useLoader(id, () => load(id), (e) => ({ title: `Fehler ${String((e as Error).message)}`, retry: false }));
  if (state.status === 'loading') return <p>Wird geladen...</p>;
  if (state.status === 'error') return <p>{state.error.title}{'hint' in state.error ? ` / ${String(state.error.hint)}` : ''}<button onClick={() => void reload()}>Erneut versuchen</button></p>;
  return <p>{state.data}</p>;
}

describe('useLoader (the one way a screen loads data)', () => {
  it('loading, then the data; a new key never shows the old data and drops outdated answers', async () => {
    const calls: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const load = (id: string) => calls[id]!.promise;
    const { rerender } = render(<Screen id="a" load={load} />);
    expect(screen.getByText('Wird geladen...')).toBeTruthy();
    await act(async () => calls.a!.resolve('Klasse A'));
    expect(screen.getByText('Klasse A')).toBeTruthy();
    rerender(<Screen id="b" load={load} />);
    expect(screen.queryByText('Klasse A')).toBeNull();
    expect(screen.getByText('Wird geladen...')).toBeTruthy();
    await act(async () => calls.b!.resolve('Klasse B'));
    expect(screen.getByText('Klasse B')).toBeTruthy();
  });

  it("maps a failure with the screen's mapping; a briefly unavailable service gets the hint and a retry", async () => {
    const failing = () => Promise.reject(new ApiError('DATABASE_UNAVAILABLE', 503, 'db'));
    render(<Screen id="x" load={failing} />);
    expect(await screen.findByText(/Fehler db \/ Der Dienst ist kurz nicht erreichbar/)).toBeTruthy();
  });
});
