// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Icon, ICON_NAMES } from './icon';

describe('Icon', () => {
  it('is decorative without a label', async () => {
    const { container } = renderUi(<Icon name="book" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectAccessible();
  });

  it('is an image named by its label', async () => {
    renderUi(<Icon name="lock" label="Privat" />);
    expect(screen.getByRole('img', { name: 'Privat' })).toBeTruthy();
    await expectAccessible();
  });

  it('draws every icon it names', () => {
    const { container } = renderUi(<>{ICON_NAMES.map((name) => <Icon key={name} name={name} />)}</>);
    const drawn = [...container.querySelectorAll('svg')].filter((svg) => svg.childElementCount > 0);
    expect(drawn).toHaveLength(ICON_NAMES.length);
  });
});
