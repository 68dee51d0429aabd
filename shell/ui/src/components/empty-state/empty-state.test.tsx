// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the line, the hint and the action', async () => {
    renderUi(<EmptyState icon="school" title="Du bist noch in keiner Klasse." hint="Frag deine Lehrperson nach dem Code." action={<button type="button">Klasse beitreten</button>} />);
    expect(screen.getByText('Du bist noch in keiner Klasse.')).toBeTruthy();
    expect(screen.getByText('Frag deine Lehrperson nach dem Code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Klasse beitreten' })).toBeTruthy();
    await expectAccessible();
  });
});
