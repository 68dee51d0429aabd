// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Card } from './card';

describe('Card', () => {
  it('renders its content as the element asked for', async () => {
    renderUi(<Card as="article" aria-label="Klasse 3a"><h2>Klasse 3a</h2></Card>);
    const card = screen.getByRole('article', { name: 'Klasse 3a' });
    expect(card.className).toBe('ui-card');
    expect(screen.getByRole('heading', { name: 'Klasse 3a' })).toBeTruthy();
    await expectAccessible();
  });
});
