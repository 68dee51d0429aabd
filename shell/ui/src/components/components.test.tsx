// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectAccessible, renderUi } from '../test-support/render';

// A path, not a URL: under jsdom, URL is the DOM's, which node:fs does not take.
const dir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('the design system layout (one folder per component)', () => {
  it('every component folder has its component and a render test', () => {
    const missing = folders.flatMap((name) => {
      const files = readdirSync(join(dir, name));
      return [`${name}.tsx`, `${name}.test.tsx`].filter((file) => !files.includes(file)).map((file) => `${name}/${file}`);
    });
    expect(missing).toEqual([]);
  });

  it("components.css imports every component's own CSS", () => {
    const css = readFileSync(join(dir, '../components.css'), 'utf8');
    const own = folders.filter((name) => readdirSync(join(dir, name)).includes(`${name}.css`));
    expect(own.filter((name) => !css.includes(`@import './components/${name}/${name}.css';`))).toEqual([]);
  });

  it('the axe check fails on an inaccessible part (it can fail)', async () => {
    renderUi(<img src="/bild.png" />);
    await expect(expectAccessible()).rejects.toThrow(/image-alt/);
  });
});
