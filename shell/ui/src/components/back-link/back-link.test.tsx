// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('is a link back named by its text', async () => {
    renderUi(<BackLink to="/student/dashboard">Zurück zum Dashboard</BackLink>);
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' }).getAttribute('href')).toBe('/student/dashboard');
    await expectAccessible();
  });
});
