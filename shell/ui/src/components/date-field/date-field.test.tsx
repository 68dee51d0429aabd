// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { DateField } from './date-field';

describe('DateField', () => {
  it('shows the ISO date in Swiss format and reports a typed date as ISO', async () => {
    const onChange = vi.fn();
    renderUi(<DateField label="Abgabe bis" value="2025-12-24" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Abgabe bis');
    expect(input.value).toBe('24.12.2025');
    fireEvent.change(input, { target: { value: '1.3.2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('2026-03-01');
    await expectAccessible();
  });

  it('says in German when the date is not valid', async () => {
    renderUi(<DateField label="Abgabe bis" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Abgabe bis');
    fireEvent.change(input, { target: { value: '31.02.2026' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible();
  });
});
