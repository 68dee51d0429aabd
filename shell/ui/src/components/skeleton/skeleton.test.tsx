// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { SkeletonCard, SkeletonGrid } from './skeleton';

describe('SkeletonGrid and SkeletonCard', () => {
  it('shows three placeholder cards and says "Wird geladen..." to screen readers', async () => {
    renderUi(<SkeletonGrid />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen...');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    await expectAccessible();
  });

  it('a single card is hidden from screen readers', () => {
    renderUi(<SkeletonCard />);
    expect(screen.getByTestId('skeleton-card').getAttribute('aria-hidden')).toBe('true');
  });
});
