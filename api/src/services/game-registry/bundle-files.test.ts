import { describe, expect, it } from 'vitest';
import { bundleRoot, manifestAssets, pathUnder, referencesIn } from './bundle-files.ts';

describe('taking a build in: which files', () => {
  it('finds relative imports, asset URLs, preload lists and css url()', () => {
    const code = `import a from"./assets/a-1.js";const b=()=>import('./b-2.js');new URL("../img/flag.svg",import.meta.url);
      __vitePreload(()=>import("./c.js"),["assets/c-3.js","assets/c-3.css"]);const css="url(fonts/x.woff2)";fetch("https://cdn.example/x.js");`;
    expect(referencesIn(code).sort()).toEqual(['../img/flag.svg', './assets/a-1.js', './b-2.js', './c.js', 'assets/c-3.css', 'assets/c-3.js', 'fonts/x.woff2'].sort());
  });

  it('keeps only files under the root, never above it or on another origin', () => {
    const root = new URL('https://studio.example/games/alp/');
    expect(pathUnder(new URL('https://studio.example/games/alp/assets/x.js'), root)).toBe('assets/x.js');
    expect(pathUnder(new URL('https://studio.example/games/other/x.js'), root)).toBeNull();
    expect(pathUnder(new URL('https://evil.example/games/alp/x.js'), root)).toBeNull();
    expect(pathUnder(new URL('https://studio.example/games/alp/.hidden.js'), root)).toBeNull();
  });

  it('the root is the publicPath on the same origin, else the manifest’s folder', () => {
    const manifest = 'https://studio.example/alp/1.0/mf-manifest.json';
    expect(bundleRoot(manifest, 'auto').href).toBe('https://studio.example/alp/1.0/');
    expect(bundleRoot(manifest, '/alp/1.0/').href).toBe('https://studio.example/alp/1.0/');
    expect(bundleRoot(manifest, 'https://evil.example/').href).toBe('https://studio.example/alp/1.0/');
  });

  it("reads the manifest's asset lists", () => {
    expect(manifestAssets({
      exposes: [{ assets: { js: { sync: ['assets/a.js'], async: ['assets/b.js'] }, css: { sync: ['assets/a.css'], async: [] } } }],
      shared: [{ assets: { js: { sync: [], async: ['assets/react.js'] } } }, null],
    })).toEqual(['assets/a.js', 'assets/b.js', 'assets/a.css', 'assets/react.js']);
  });
});
