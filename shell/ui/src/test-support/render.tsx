/**
 * Render tests of the design system (jsdom): every component test renders with this and
 * checks the result with axe-core. Files that use it start with `// @vitest-environment jsdom`.
 */
import { cleanup, render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect } from 'vitest';

afterEach(cleanup);

/** Renders a component inside a router (links need one), into document.body. */
export function renderUi(ui: ReactElement): RenderResult {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/**
 * No WCAG 2.1 A/AA violations in the document (modals render in a portal, so the whole body is
 * checked). Colour contrast needs the real CSS: tokens.test.ts and the e2e suite check it.
 */
export async function expectAccessible(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
