// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../../test-support/render';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the initials, hidden from screen readers (the name is shown beside it)', async () => {
    const { container } = renderUi(<Avatar person={{ first_name: 'Anna', last_name: 'Muster' }} />);
    const avatar = container.querySelector('.ui-avatar');
    expect(avatar?.textContent).toBe('AM');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
    await expectAccessible();
  });

  it('shows the picture when there is one', async () => {
    const { container } = renderUi(<Avatar person={{ first_name: 'Anna', avatar_url: '/a.png' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.png');
    await expectAccessible();
  });
});
