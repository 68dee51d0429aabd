// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Hero } from './hero';

describe('Hero', () => {
  it('a section named by its heading, with the facts as a list of terms', async () => {
    renderUi(
      <Hero
        titleId="class-title"
        media={<span />}
        badge="K7M4QX"
        title="Klasse 3a"
        description="Deutsch"
        facts={[{ icon: 'users', label: 'Aktive Lernende', value: 21, testId: 'students' }]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Klasse 3a' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Klasse 3a' })).toBeTruthy();
    expect(screen.getByRole('term').textContent).toBe('Aktive Lernende');
    expect(screen.getByTestId('students').textContent).toBe('21');
    await expectAccessible();
  });
});
