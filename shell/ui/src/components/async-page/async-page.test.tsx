// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { AsyncPage, type PageError } from './async-page';

type State = { status: 'loading' } | { status: 'error'; error: PageError } | { status: 'ready'; data: string };

const page = (state: State, onRetry = () => undefined) => (
  <AsyncPage
    state={state}
    back={{ to: '/student/dashboard', label: 'Zurück zum Dashboard' }}
    loadingTitle="Klasse"
    loadingLabel="Klasse wird geladen..."
    onRetry={onRetry}
    readyTitle={(name) => name}
  >
    {(name) => <h1>{name}</h1>}
  </AsyncPage>
);

describe('AsyncPage', () => {
  it('loading: the back link and the loading placeholders', async () => {
    renderUi(page({ status: 'loading' }));
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Klasse wird geladen...');
    await expectAccessible();
  });

  it('error: the load error with "Erneut versuchen" when a retry can help', async () => {
    const onRetry = vi.fn();
    renderUi(page({ status: 'error', error: { title: 'Fehler beim Laden der Klasse', retry: true } }, onRetry));
    expect(screen.getByRole('alert').textContent).toContain('Fehler beim Laden der Klasse');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectAccessible();
  });

  it('ready: the content', async () => {
    renderUi(page({ status: 'ready', data: 'Klasse 3a' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Klasse 3a' })).toBeTruthy();
    await expectAccessible();
  });
});
