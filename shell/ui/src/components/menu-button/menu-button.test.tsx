// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { MenuButton } from './menu-button';

describe('MenuButton', () => {
  it('opens a menu with its items, runs one and closes', async () => {
    const onDelete = vi.fn();
    renderUi(<MenuButton label="Aktionen für Klasse 3a" items={[{ label: 'Bearbeiten', onSelect: () => undefined }, { label: 'Löschen', onSelect: onDelete, destructive: true }]} />);
    const button = screen.getByRole('button', { name: 'Aktionen für Klasse 3a' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Bearbeiten', 'Löschen']);
    await expectAccessible();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape', () => {
    renderUi(<MenuButton label="Aktionen" items={[{ label: 'Bearbeiten', onSelect: () => undefined }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aktionen' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
