import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { CustomGameContent } from '../contract/index.ts';

/**
 * SCORM 1.2 packages of games (issue 25), for LMSs that grade through SCORM (ILIAS above all): one
 * organization, one SCO. The zip holds the game's standalone build (its /embed/<key>/ URLs made
 * relative, so it runs with the platform unreachable), a custom game's content as game/content.json,
 * and a launch page that finds the LMS's API object and reports the round.
 */

export interface ScormGame {
  /** The game bundle's key (its /embed/<key>/ folder): a built-in game, or the template's engine of a custom game. */
  bundleKey: string;
  title: string;
  /** A custom game's content, baked into the package. */
  content?: CustomGameContent;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every file of the build below `dir`, relative, without the precompressed copies. */
function filesOf(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((d) => {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) return filesOf(dir, rel);
    return /\.(br|gz)$/.test(d.name) ? [] : [rel];
  });
}

/**
 * The build's absolute base `/embed/<key>/` made relative: in the page and scripts to the page's folder
 * (`./`, resolved against the document), in stylesheets (which sit in assets/) to `../`.
 */
export function relativize(file: string, text: string, bundleKey: string): string {
  const base = `/embed/${bundleKey}/`;
  return text.split(base).join(file.endsWith('.css') ? '../'.repeat(file.split('/').length - 1) || './' : './');
}

/** imsmanifest.xml: SCORM 1.2 (ADL SCORM 1.2 CAM), one organization with one item, one SCO resource. */
export function scormManifest(game: ScormGame, files: string[]): string {
  const id = `lernplattform-${game.bundleKey}`.replace(/[^\w.-]/g, '-');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>${esc(game.title)}</title>
      <item identifier="item-1" identifierref="sco-1" isvisible="true">
        <title>${esc(game.title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco-1" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files.map((f) => `      <file href="${esc(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * The SCO's page: finds the LMS's API (SCORM 1.2 RTE 3.3.6.1: the parent chain, then the opener's), frames the
 * game and reports its first finished round: score (0–100), lesson_status (passed/failed; completed for a game
 * without a pass rule), session_time (HHHH:MM:SS.SS), then LMSCommit and LMSFinish. Without an API it plays
 * and reports nothing.
 */
export function launchPage(game: ScormGame): string {
  const src = `game/index.html${game.content ? '?content=content.json' : ''}`;
  return `<!doctype html>
<html lang="de-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(game.title)}</title>
<style>html,body{margin:0;height:100%;font-family:system-ui,sans-serif}main{display:flex;flex-direction:column;height:100%}
iframe{flex:1;width:100%;border:0}#status{margin:0;padding:.25rem .75rem;font-size:.9rem;color:#374151}</style>
</head>
<body>
<main>
<p id="status" role="status" aria-live="polite"></p>
<iframe id="game" title="${esc(game.title)}" src="${src}"></iframe>
</main>
<script src="scorm-api.js"></script>
</body>
</html>
`;
}

/** The launch page's script (plain ES5, as old LMS frames may be). */
export const SCORM_SCRIPT = `(function () {
  'use strict';
  var status = document.getElementById('status');
  var frame = document.getElementById('game');
  function findAPI(win) {
    for (var tries = 0; win && tries < 10; tries++) {
      try { if (win.API) return win.API; } catch (e) { return null; }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }
  function getAPI() {
    var api = findAPI(window.parent !== window ? window.parent : null);
    if (!api && window.opener) api = findAPI(window.opener);
    return api;
  }
  function pad(n, width) { n = String(n); while (n.length < width) n = '0' + n; return n; }
  /** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS */
  function timespan(ms) {
    var cs = Math.max(0, Math.round(ms / 10));
    var h = Math.floor(cs / 360000); cs -= h * 360000;
    var m = Math.floor(cs / 6000); cs -= m * 6000;
    var s = Math.floor(cs / 100); cs -= s * 100;
    return pad(h, 4) + ':' + pad(m, 2) + ':' + pad(s, 2) + '.' + pad(cs, 2);
  }
  var api = getAPI();
  var started = Date.now();
  var open = false;
  if (api) {
    open = String(api.LMSInitialize('')) === 'true';
    if (open && String(api.LMSGetValue('cmi.core.lesson_status')) === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  }
  status.textContent = open ? '' : 'Kein Lernmanagementsystem gefunden: Das Ergebnis wird nicht gespeichert.';
  function finish() {
    if (!open) return;
    open = false;
    api.LMSSetValue('cmi.core.session_time', timespan(Date.now() - started));
    api.LMSCommit('');
    api.LMSFinish('');
  }
  window.addEventListener('message', function (e) {
    if (e.source !== frame.contentWindow) return;
    var data = e.data, result = data && data.result, score = result && result.score;
    if (!score || typeof score.scaled !== 'number' || !open) return;
    api.LMSSetValue('cmi.core.score.min', '0');
    api.LMSSetValue('cmi.core.score.max', '100');
    api.LMSSetValue('cmi.core.score.raw', String(Math.round(Math.min(1, Math.max(0, score.scaled)) * 100)));
    api.LMSSetValue('cmi.core.lesson_status', typeof result.success === 'boolean' ? (result.success ? 'passed' : 'failed') : 'completed');
    finish();
    status.textContent = 'Dein Ergebnis wurde an das Lernmanagementsystem übermittelt.';
  });
  window.addEventListener('pagehide', finish);
})();
`;

/**
 * The package as a zip stream. `standaloneDir`: the game bundle's standalone build (games/<folder>/dist/standalone).
 * Throws ENOENT when the build is missing.
 */
export function scormZip(game: ScormGame, standaloneDir: string): Readable {
  const buildFiles = filesOf(standaloneDir);
  const gameFiles = buildFiles.map((f) => `game/${f}`);
  if (game.content) gameFiles.push('game/content.json');
  const files = ['index.html', 'scorm-api.js', ...gameFiles];
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(scormManifest(game, files)), 'imsmanifest.xml');
  zip.addBuffer(Buffer.from(launchPage(game)), 'index.html');
  zip.addBuffer(Buffer.from(SCORM_SCRIPT), 'scorm-api.js');
  for (const f of buildFiles) {
    const full = path.join(standaloneDir, f);
    if (/\.(html|js|css|json)$/.test(f)) {
      zip.addBuffer(Buffer.from(relativize(f, fs.readFileSync(full, 'utf8'), game.bundleKey)), `game/${f}`);
    } else {
      zip.addFile(full, `game/${f}`);
    }
  }
  if (game.content) zip.addBuffer(Buffer.from(JSON.stringify(game.content)), 'game/content.json');
  zip.end();
  return zip.outputStream as Readable;
}
