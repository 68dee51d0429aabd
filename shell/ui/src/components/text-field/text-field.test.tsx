// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { TextAreaField, TextField } from './text-field';

describe('TextField and TextAreaField', () => {
  it('a labelled input with its hint and error tied to it', async () => {
    renderUi(<TextField label="Name der Klasse" hint="Zum Beispiel 3a" error="Bitte gib einen Namen ein." />);
    const input = screen.getByLabelText('Name der Klasse');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Zum Beispiel 3a', 'Bitte gib einen Namen ein.']);
    await expectAccessible();
  });

  it('a labelled text area', async () => {
    renderUi(<TextAreaField label="Beschreibung" defaultValue="Hallo" />);
    expect((screen.getByLabelText('Beschreibung') as HTMLTextAreaElement).value).toBe('Hallo');
    await expectAccessible();
  });
});
