// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Button } from './button';

describe('Button', () => {
  it('is a button with its label that reacts to clicks', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Speichern</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).toHaveBeenCalledOnce();
    await expectAccessible();
  });

  it('while loading it is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    renderUi(<Button loading onClick={onClick}>Speichern</Button>);
    const button = screen.getByRole('button', { name: /Speichern/ });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await expectAccessible();
  });
});
