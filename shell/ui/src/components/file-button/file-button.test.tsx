// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { FileButton } from './file-button';

describe('FileButton', () => {
  it('is a file input named by its field and hands over the chosen file', async () => {
    const onFile = vi.fn();
    renderUi(<FileButton fieldLabel="Bild" onFile={onFile} />);
    const input = screen.getByLabelText('Bild: Datei auswählen');
    const file = new File(['x'], 'bild.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    await expectAccessible();
  });
});
