// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { PageLoadError } from './page-load-error';

describe('PageLoadError', () => {
  it('says what failed and offers "Erneut versuchen" when a retry can help', async () => {
    const onRetry = vi.fn();
    renderUi(<PageLoadError title="Bereich konnte nicht geladen werden." hint="Bitte prüfe deine Internetverbindung." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Bereich konnte nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectAccessible();
  });

  it('offers a way back when retrying cannot help', async () => {
    renderUi(<PageLoadError title="Klasse nicht gefunden" back={{ to: '/student/dashboard', label: 'Zurück zum Dashboard' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toBeTruthy();
    await expectAccessible();
  });
});
