// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks in an alert dialog and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog open title="Klasse löschen?" message="Das kann nicht rückgängig gemacht werden." onConfirm={onConfirm} onCancel={onCancel} destructive />);
    const dialog = screen.getByRole('alertdialog', { name: 'Klasse löschen?' });
    expect(dialog.textContent).toContain('Das kann nicht rückgängig gemacht werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
    await expectAccessible();
  });

  it('renders nothing while closed', () => {
    renderUi(<ConfirmDialog open={false} title="Löschen?" message="x" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
