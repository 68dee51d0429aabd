// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { MessageBox } from './message-box';

describe('MessageBox', () => {
  it('announces errors at once (alert) with title and text', async () => {
    renderUi(<MessageBox kind="error" title="Fehler">Bitte versuche es erneut.</MessageBox>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('FehlerBitte versuche es erneut.');
    await expectAccessible();
  });

  it('shows successes politely (status)', async () => {
    renderUi(<MessageBox kind="success">Gespeichert.</MessageBox>);
    expect(screen.getByRole('status').textContent).toBe('Gespeichert.');
    await expectAccessible();
  });
});
