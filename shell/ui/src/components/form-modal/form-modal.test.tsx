// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { TextField } from '../text-field/text-field';
import { FormModal } from './form-modal';

describe('FormModal', () => {
  it('submits its form with "Speichern" and shows errors in German', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <FormModal open title="Klasse bearbeiten" onClose={() => undefined} onSubmit={onSubmit} errors="Der Name fehlt.">
        <TextField label="Name" />
      </FormModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Klasse bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Der Name fehlt.');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await expectAccessible();
  });

  it('while saving it says "Speichern..." and does not submit again', () => {
    const onSubmit = vi.fn();
    renderUi(<FormModal open loading title="Klasse" onClose={() => undefined} onSubmit={onSubmit}>x</FormModal>);
    fireEvent.click(screen.getByRole('button', { name: /Speichern\.\.\./ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
