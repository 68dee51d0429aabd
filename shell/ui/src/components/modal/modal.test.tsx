// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Modal } from './modal';

describe('Modal', () => {
  it('is a modal dialog named by its title that closes with "Schliessen" and Escape', async () => {
    const onClose = vi.fn();
    renderUi(<Modal open title="Klasse beitreten" onClose={onClose}><p>Gib den Code ein.</p></Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Klasse beitreten' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await expectAccessible();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without dismissable it has no close button', () => {
    renderUi(<Modal open dismissable={false} title="Bestätige deine Email" onClose={() => undefined}>x</Modal>);
    expect(screen.queryByRole('button', { name: 'Schliessen' })).toBeNull();
  });
});
