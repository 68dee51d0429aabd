// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionContext, type SessionContextValue } from '../session/session-context';
import { Header } from './header';

/** The header as markup: attributes sorted, without React Router's data-*, no whitespace between tags. */
function normalised(header: Element): string {
  const copy = header.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    const attrs = [...el.attributes].filter((a) => !a.name.startsWith('data-')).map((a) => [a.name, a.value] as const).sort();
    for (const attr of [...el.attributes]) el.removeAttribute(attr.name);
    for (const [name, value] of attrs) el.setAttribute(name, value);
  }
  return copy.outerHTML.replace(/>\s+</g, '><');
}

describe('the first paint (index.html)', () => {
  it('draws the header React draws while the session loads, so nothing moves when the app takes over', () => {
    // A path, not a URL: under jsdom, URL is the DOM's, which node:fs does not take.
    const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
    expect(root.children).toHaveLength(1);
    const loading = { status: 'loading', session: null, profile: null } as unknown as SessionContextValue;
    const { container } = render(
      <MemoryRouter>
        <SessionContext.Provider value={loading}>
          <Header />
        </SessionContext.Provider>
      </MemoryRouter>,
    );
    expect(normalised(root.firstElementChild!)).toBe(normalised(container.querySelector('header')!));
  });
});
