import { randomBytes } from 'node:crypto';

/**
 * The German HTML pages of the LTI flows (they open inside the LMS, often in an iframe). Each page
 * carries its own CSP: scripts only with the page's nonce, framing allowed (the LMS frames them),
 * forms only to where the flow needs them.
 */
export interface Page { html: string; status: number; csp: string }

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A JSON value safe inside an inline <script>. */
const jsonInScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function csp(opts: { nonce?: string; formAction?: string[]; frameSrc?: string[] } = {}) {
  return [
    "default-src 'self'",
    `script-src ${opts.nonce ? `'nonce-${opts.nonce}'` : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${opts.frameSrc?.join(' ') ?? "'none'"}`,
    `form-action ${opts.formAction?.join(' ') ?? "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
    'frame-ancestors *',
  ].join('; ');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;background:#fff}
main{max-width:48rem;margin:0 auto}h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1rem;border-radius:.4rem;border:1px solid #2563eb;background:#2563eb;color:#fff;cursor:pointer}
ul{list-style:none;padding:0}input{font:inherit;padding:.4rem;border:1px solid #6b7280;border-radius:.3rem;min-width:16rem}li{margin:.4rem 0}.error{border-left:4px solid #b91c1c;padding:.5rem 1rem;background:#fef2f2}
iframe{width:100%;height:80vh;border:0}table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;margin-bottom:.4rem}
th,td{border-bottom:1px solid #d1d5db;padding:.4rem .6rem;text-align:left}`;

function layout(title: string, body: string, script?: { nonce: string; code: string }) {
  return `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script nonce="${script.nonce}">${script.code}</script>` : ''}</body></html>`;
}

const newNonce = () => randomBytes(16).toString('base64');

/** Any refused LTI request: a German explanation, never a launch; with `action`, a link on (a new window of its own). */
export function errorPage(status: number, message: string, action?: { label: string; href: string }): Page {
  const way = action ? `<p><a href="${esc(action.href)}" target="_blank" rel="noopener">${esc(action.label)}</a></p>` : '';
  return {
    status,
    csp: csp(),
    html: layout('LTI-Fehler', `<h1>Der Start aus dem Lernmanagementsystem ist fehlgeschlagen</h1>
<p class="error" role="alert">${esc(message)}</p>${way}
<p>Bitte öffne die Aktivität im Lernmanagementsystem erneut. Besteht das Problem weiter, wende dich an die Administration deiner Schule.</p>`),
  };
}

/** The key under which the login's binding sits in the LMS's client-side storage. */
const storageKey = (state: string) => `lernplattform_state_${state}`;

/** The frame that holds the LMS's storage: the parent, or a sibling frame of that name (Client Side postMessages 3.2). */
const STORAGE_FRAME = `function storageFrame(name){if(name==='_parent')return window.parent;try{return window.parent.frames[name]||window.parent;}catch(e){return window.parent;}}`;

/**
 * Login initiation framed without cookies: puts the binding into the LMS's storage (lti.put_data, answered only from
 * the LMS's origin), then goes on to the LMS's auth endpoint; after 3 s without an answer it goes on anyway (the
 * cookie may still carry the binding).
 */
export function storeBindingPage(o: { state: string; binding: string; storage: { target: string; origin: string }; next: string }): Page {
  const nonce = newNonce();
  const data = jsonInScript({ key: storageKey(o.state), value: o.binding, target: o.storage.target, origin: o.storage.origin, next: o.next });
  return {
    status: 200,
    csp: csp({ nonce }),
    html: layout('Anmeldung', '<h1>Anmeldung …</h1><p role="status">Die Aktivität wird gestartet.</p>', {
      nonce,
      code: `${STORAGE_FRAME}var d=${data};var id=Math.random().toString(36).slice(2);var gone=false;function go(){if(!gone){gone=true;location.replace(d.next);}}
addEventListener('message',function(e){if(e.origin!==d.origin||!e.data||e.data.subject!=='lti.put_data.response'||e.data.message_id!==id)return;go();});
storageFrame(d.target).postMessage({subject:'lti.put_data',message_id:id,key:d.key,value:d.value},d.origin);setTimeout(go,3000);`,
    }),
  };
}

/**
 * The launch arrived without the binding cookie (a framed launch without cookies): asks the LMS's storage for the
 * binding (lti.get_data, answered only from the LMS's origin) and posts the launch again with it.
 */
export function fetchBindingPage(o: { idToken: string; state: string; storage: { target: string; origin: string }; launchUrl: string }): Page {
  const nonce = newNonce();
  const data = jsonInScript({ key: storageKey(o.state), target: o.storage.target, origin: o.storage.origin });
  return {
    status: 200,
    csp: csp({ nonce, formAction: [o.launchUrl] }),
    html: layout('Anmeldung', `<h1>Anmeldung …</h1><p role="status" id="s">Die Aktivität wird gestartet.</p>
<form method="post" action="${esc(o.launchUrl)}" id="f"><input type="hidden" name="id_token" value="${esc(o.idToken)}"><input type="hidden" name="state" value="${esc(o.state)}"><input type="hidden" name="lti_binding" id="b" value=""></form>`, {
      nonce,
      code: `${STORAGE_FRAME}var d=${data};var id=Math.random().toString(36).slice(2);var done=false;
addEventListener('message',function(e){if(e.origin!==d.origin||!e.data||e.data.subject!=='lti.get_data.response'||e.data.message_id!==id)return;done=true;document.getElementById('b').value=typeof e.data.value==='string'?e.data.value:'';document.getElementById('f').submit();});
storageFrame(d.target).postMessage({subject:'lti.get_data',message_id:id,key:d.key},d.origin);
setTimeout(function(){if(!done){done=true;document.getElementById('f').submit();}},3000);`,
    }),
  };
}

/** Dynamic registration done: tells the LMS (opener or parent) to close the registration window. */
export function registrationDonePage(platformName: string, opts: { pending?: boolean } = {}): Page {
  const nonce = newNonce();
  const text = opts.pending
    // A known LMS registered again: the admin of the Lernplattform activates the new entry first.
    ? `Die Registrierung von ${esc(platformName)} ist eingegangen. Sie wird aktiv, sobald die Administratorin oder der Administrator der Lernplattform sie auf der Seite «LMS-Anbindung» aktiviert.`
    : `Die Lernplattform ist jetzt mit ${esc(platformName)} verbunden.`;
  return {
    status: 200,
    csp: csp({ nonce }),
    html: layout('Registrierung abgeschlossen', `<h1>Registrierung abgeschlossen</h1>
<p>${text} Dieses Fenster schliesst sich automatisch.</p>`, {
      nonce,
      code: `(window.opener || window.parent).postMessage({subject:'org.imsglobal.lti.close'}, '*');`,
    }),
  };
}

/**
 * Deep linking: the instructor picks a game (built-in or an own one) or an own lesson to add to the course. Own
 * games and lessons are those of the platform account the LMS user is tied to; the form below ties it (e-mail or username, password).
 */
export function pickerPage(
  picker: { code: string; games: { key: string; title: string }[]; ownGames: { key: string; title: string }[]; lessons: { key: string; title: string }[] },
  opts: { notice?: string; error?: string } = {},
): Page {
  const { code: launchToken, games, ownGames, lessons } = picker;
  const connected = ownGames.length > 0 || lessons.length > 0;
  const list = (items: { key: string; title: string }[]) =>
    `<ul>${items.map((g) => `<li><button type="submit" name="game" value="${esc(g.key)}">${esc(g.title)}</button></li>`).join('')}</ul>`;
  const own = ownGames.length > 0
    ? list(ownGames)
    : connected ? '<p>Du hast noch keine eigenen Spiele.</p>' : '<p>Hier erscheinen deine eigenen Spiele, sobald dein Konto der Lernplattform verbunden ist.</p>';
  const ownLessons = lessons.length > 0
    ? list(lessons)
    : connected ? '<p>Du hast noch keine Lektionen.</p>' : '<p>Hier erscheinen deine Lektionen, sobald dein Konto der Lernplattform verbunden ist.</p>';
  const launch = `<input type="hidden" name="launch" value="${esc(launchToken)}">`;
  const connect = `<form method="post" action="/lti/deep-link/connect">${launch}
<h2>Konto der Lernplattform verbinden</h2>
<p>Melde dich einmal mit deinem Konto der Lernplattform an, um deine eigenen Spiele hinzufügen zu können.</p>
${opts.error ? `<p class="error" role="alert">${esc(opts.error)}</p>` : ''}
<p><label>E-Mail oder Benutzername<br><input name="identifier" autocomplete="username" required></label></p>
<p><label>Passwort<br><input name="password" type="password" autocomplete="current-password" required></label></p>
<button type="submit">Konto verbinden</button></form>`;
  const pick = `<form method="post" action="/lti/deep-link">${launch}
<h2>Spiele der Lernplattform</h2>${list(games)}
<h2>Deine eigenen Spiele</h2>${own}
<h2>Deine Lektionen</h2>
<p>Eine Lektion erscheint im Kurs mit allen ihren Inhalten. Eine Bewertung erhält sie nur, wenn sie ein Lernspiel enthält, dessen Punkte die Lernplattform prüfen kann.</p>
${ownLessons}</form>`;
  return {
    status: 200,
    csp: csp({ formAction: ["'self'"] }),
    html: layout('Lernspiel auswählen', `<h1>Lernspiel auswählen</h1>
${opts.notice ? `<p role="status">${esc(opts.notice)}</p>` : ''}
<p>Wähle ein Lernspiel oder eine Lektion, die im Kurs als Aktivität erscheinen soll. Die Punkte der Lernenden werden ins Bewertungsbuch übertragen.</p>
${pick}${connected ? '' : connect}`),
  };
}

/** Deep linking response: the signed JWT, form-posted to the platform's return URL. */
export function deepLinkReturnPage(returnUrl: string, jwt: string): Page {
  const nonce = newNonce();
  return {
    status: 200,
    csp: csp({ nonce, formAction: [new URL(returnUrl).origin] }),
    html: layout('Zurück zum Kurs', `<h1>Lernspiel wird hinzugefügt …</h1>
<form id="f" method="post" action="${esc(returnUrl)}"><input type="hidden" name="JWT" value="${esc(jwt)}">
<button type="submit">Weiter zum Kurs</button></form>`, { nonce, code: `document.getElementById('f').submit();` }),
  };
}

/**
 * A launched game: exchanges the one-time code (in the URL fragment, never sent to a server or a Referer)
 * for an access token kept in memory, shows the game's embeddable page and sends its result message (with the
 * round's seed and log) to the server, which replays it before a grade goes to the LMS.
 */
export function playPage(opts: {
  launchId: string; bundleKey: string; customGameId: string | null; title: string; publicOrigin: string; hasLineItem: boolean;
  /** What the game plays: the launch's seed and the game's default target score and part of the map (no choice on the start overlay). */
  play?: { seed: number | null; target: number | null; region: string | null };
}): Page {
  const nonce = newNonce();
  const params = new URLSearchParams();
  if (opts.customGameId) params.set('id', opts.customGameId);
  if (opts.play?.seed != null) params.set('seed', String(opts.play.seed));
  if (opts.play?.target != null) params.set('target', String(opts.play.target));
  if (opts.play?.region != null) params.set('region', opts.play.region);
  // A graded round is played as in a lesson, from the start overlay (EU-Länder's map had none here, and its replay refused every round).
  if (opts.play?.seed != null) params.set('start', '1');
  params.set('parentOrigin', opts.publicOrigin);
  const src = `/embed/${encodeURIComponent(opts.bundleKey)}/?${params}`;
  const code = `(function(){
var launchId=${jsonInScript(opts.launchId)}, hasLineItem=${jsonInScript(opts.hasLineItem)};
var status=document.getElementById('status');
var code=new URLSearchParams(location.hash.slice(1)).get('code');
history.replaceState(null,'',location.pathname);
var token=fetch('/lti/session',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({code:code})})
  .then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json();}).then(function(b){return b.access_token;});
token.catch(function(){status.textContent='Die Anmeldung ist abgelaufen. Bitte starte die Aktivität im Lernmanagementsystem erneut.';});
window.addEventListener('message',function(e){
  if(e.origin!==location.origin||!hasLineItem)return;
  var data=e.data;
  if(!data||typeof data.quizId!=='string'||!data.result)return;
  status.textContent='Dein Ergebnis wird geprüft …';
  token.then(function(t){return fetch('/lti/launches/'+launchId+'/results',{method:'POST',headers:{'content-type':'application/json',authorization:'Bearer '+t},body:JSON.stringify(data)});})
    .then(function(r){status.textContent=r.ok?'Dein Ergebnis wurde geprüft und wird ins Bewertungsbuch übertragen.':r.status===422?'Dein Ergebnis konnte nicht bestätigt werden und wird nicht übertragen.':'Das Ergebnis konnte nicht übermittelt werden.';})
    .catch(function(){status.textContent='Das Ergebnis konnte nicht übermittelt werden.';});
});
})();`;
  return {
    status: 200,
    csp: csp({ nonce, frameSrc: ["'self'"] }),
    html: layout(opts.title, `<h1>${esc(opts.title)}</h1><p id="status" role="status" aria-live="polite"></p>
<iframe title="${esc(opts.title)}" src="${esc(src)}"></iframe>`, { nonce, code }),
  };
}

const DELIVERY = { sent: 'Im Bewertungsbuch', pending: 'Wird übertragen', retrying: 'Wird erneut versucht (LMS nicht erreichbar)', refused: 'Vom LMS abgelehnt' } as const;
const dateTime = new Intl.DateTimeFormat('de-CH', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zurich' });

/**
 * An instructor opening an activity: its verified results, each with whether it reached the LMS's gradebook,
 * and the game to try (no score is sent for an instructor).
 */
export function instructorPage(opts: {
  title: string; bundleKey: string | null; customGameId: string | null; publicOrigin: string;
  results: { student: string; score: string; at: Date; delivery: keyof typeof DELIVERY }[];
}): Page {
  const rows = opts.results.map((r) => `<tr><td>${esc(r.student)}</td><td>${esc(r.score)}</td><td>${esc(dateTime.format(r.at))}</td><td>${esc(DELIVERY[r.delivery])}</td></tr>`).join('');
  const table = opts.results.length === 0
    ? '<p>Noch keine Ergebnisse. Sobald Lernende das Spiel beenden, erscheinen ihre geprüften Ergebnisse hier.</p>'
    : `<table><caption>Geprüfte Ergebnisse der Lernenden</caption><thead><tr><th scope="col">Lernende</th><th scope="col">Punkte</th><th scope="col">Beendet</th><th scope="col">Übertragung ans LMS</th></tr></thead><tbody>${rows}</tbody></table>`;
  const own = opts.customGameId ? `id=${encodeURIComponent(opts.customGameId)}&` : '';
  // A lesson without a graded game has nothing to try here (its teacher edits it on the platform).
  const tryIt = opts.bundleKey === null ? '' : `
<h2>Spiel ausprobieren</h2><p>Als Lehrperson kannst du das Spiel hier ausprobieren; deine Ergebnisse werden nicht übertragen.</p>
<iframe title="${esc(opts.title)}" src="${esc(`/embed/${encodeURIComponent(opts.bundleKey)}/?${own}parentOrigin=${encodeURIComponent(opts.publicOrigin)}`)}"></iframe>`;
  return {
    status: 200,
    csp: csp({ frameSrc: ["'self'"] }),
    html: layout(`Ergebnisse: ${opts.title}`, `<h1>Ergebnisse: ${esc(opts.title)}</h1>${table}${tryIt}`),
  };
}
