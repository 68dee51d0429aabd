import { describe, expect, it } from 'vitest';
import { relativize, scormManifest, SCORM_SCRIPT } from './scorm-package.ts';

describe('SCORM 1.2 package', () => {
  it("makes the build's /embed/<key>/ URLs relative: page and scripts to the page's folder, stylesheets to theirs", () => {
    expect(relativize('index.html', '<script src="/embed/eu-flaggen/assets/i.js"></script>', 'eu-flaggen')).toBe('<script src="./assets/i.js"></script>');
    expect(relativize('assets/i.js', 'fetch("/embed/bundesrat/bundesrat.json")', 'bundesrat')).toBe('fetch("./bundesrat.json")');
    expect(relativize('assets/i.css', 'url(/embed/eu-flaggen/assets/f.woff2)', 'eu-flaggen')).toBe('url(../assets/f.woff2)');
    // Another game's base stays as it is.
    expect(relativize('assets/i.js', '"/embed/weltkarte/x"', 'eu-flaggen')).toBe('"/embed/weltkarte/x"');
  });

  it('declares SCORM 1.2 with one organization, one SCO and every file', () => {
    const xml = scormManifest({ bundleKey: 'eu-flaggen', title: 'EU-Flaggen & Co' }, ['index.html', 'scorm-api.js', 'game/index.html']);
    expect(xml).toContain('<schemaversion>1.2</schemaversion>');
    expect(xml.match(/<organization /g)).toHaveLength(1);
    expect(xml.match(/<resource /g)).toHaveLength(1);
    expect(xml).toContain('adlcp:scormtype="sco" href="index.html"');
    expect(xml).toContain('<title>EU-Flaggen &amp; Co</title>');
    expect(xml.match(/<file href=/g)).toHaveLength(3);
  });

  it('reports session time as HHHH:MM:SS.SS', () => {
    const timespan = new Function(`${SCORM_SCRIPT.match(/function pad[\s\S]*?\n  }\n/)![0]}${SCORM_SCRIPT.match(/function timespan[\s\S]*?\n  }\n/)![0]}return timespan;`)() as (ms: number) => string;
    expect(timespan(0)).toBe('0000:00:00.00');
    expect(timespan(3_723_450)).toBe('0001:02:03.45');
  });
});
