/**
 * XSS vectors for the lesson fields (script tags, event handlers, javascript: and
 * data: URLs, SVG/MathML, CSS, encoding and mutation tricks). Every vector calls
 * `__xss()` (a spy the test installs) or `alert()`, so execution is observable.
 */
const CALL = '__xss()';

const tagVectors = [
  `<script>${CALL}</script>`,
  `<SCRIPT SRC=data:text/javascript,${CALL}></SCRIPT>`,
  `<script src="data:,${CALL}"></script>`,
  `<img src=x onerror=${CALL}>`,
  `<img src="x" onerror="${CALL}" />`,
  `<IMG SRC=# onmouseover="${CALL}">`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<image src=x onerror=${CALL}>`,
  `<svg onload=${CALL}>`,
  `<svg><script>${CALL}</script></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${CALL}"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${CALL}'/></svg>#x"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${CALL}">x</maction></math>`,
  `<body onload=${CALL}>`,
  `<iframe src="javascript:${CALL}"></iframe>`,
  `<iframe srcdoc="<script>parent.${CALL}</script>"></iframe>`,
  `<object data="javascript:${CALL}"></object>`,
  `<embed src="javascript:${CALL}">`,
  `<a href="javascript:${CALL}">klick</a>`,
  `<a href="JaVaScRiPt:${CALL}">klick</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${CALL}">klick</a>`,
  `<a href="java&#x09;script:${CALL}">klick</a>`,
  `<a href="  javascript:${CALL}">klick</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+">klick</a>`,
  `<a href="vbscript:msgbox(1)">klick</a>`,
  `<a href="https://example.ch" onclick="${CALL}">klick</a>`,
  `<form action="javascript:${CALL}"><button>x</button></form>`,
  `<button formaction="javascript:${CALL}">x</button>`,
  `<input autofocus onfocus=${CALL}>`,
  `<select autofocus onfocus=${CALL}></select>`,
  `<textarea autofocus onfocus=${CALL}></textarea>`,
  `<details open ontoggle=${CALL}>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<div style="background:url(javascript:${CALL})">x</div>`,
  `<div style="width: expression(${CALL})">x</div>`,
  `<span style="font-size: 18pt; background-image: url('javascript:${CALL}')">x</span>`,
  `<style>@import 'javascript:${CALL}';</style>`,
  `<style>*{background:url("javascript:${CALL}")}</style>`,
  `<link rel=stylesheet href="javascript:${CALL}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`,
  `<base href="javascript:${CALL}//">`,
  `<p style="color: red" onmouseover="${CALL}">x</p>`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<template><img src=x onerror=${CALL}></template>`,
  `<xmp><img src=x onerror=${CALL}></xmp>`,
  `<noembed><img src=x onerror=${CALL}></noembed>`,
  `<title><img src=x onerror=${CALL}></title>`,
  `<textarea><img src=x onerror=${CALL}></textarea>`,
  `<p><svg><style><img src=x onerror=${CALL}></style></svg></p>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${CALL}>`,
  `<a id=x tabindex=1 onfocusin=${CALL}></a>`,
  `<div id="x" onpointerenter=${CALL}>x</div>`,
  `"><script>${CALL}</script>`,
  `'><img src=x onerror=${CALL}>`,
  `</p><script>${CALL}</script><p>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<<script>${CALL};//<</script>`,
  `&lt;script&gt;${CALL}&lt;/script&gt;`,
  `%3Cscript%3E${CALL}%3C/script%3E`,
  `\u003cscript\u003e${CALL}\u003c/script\u003e`,
  `<img src=x onerror="&#0000095&#0000095xss()">`,
  `<isindex type=image src=1 onerror=${CALL}>`,
  `<frameset onload=${CALL}>`,
  `javascript:${CALL}`,
  `{{constructor.constructor('${CALL}')()}}`,
];

export const XSS_VECTORS: readonly string[] = tagVectors;

/** Event handlers a browser may fire without a user (load, error, focus, animation) or with one (hover, click, keys). */
const EVENTS = [
  'onerror', 'onload', 'onfocus', 'onblur', 'onclick', 'ondblclick', 'onauxclick', 'oncontextmenu', 'onmouseover',
  'onmouseenter', 'onmousemove', 'onpointerover', 'onpointerdown', 'onpointerenter', 'onanimationstart',
  'onanimationend', 'ontransitionend', 'ontoggle', 'onbegin', 'onscroll', 'onwheel', 'onkeydown', 'oninput',
  'onchange', 'onplay', 'oncanplay', 'onloadstart', 'onfocusin', 'onbeforetoggle', 'onpageshow',
] as const;
/** Elements that carry them. */
const CARRIERS = [
  (on: string) => `<img src=x ${on}=${CALL}>`,
  (on: string) => `<svg ${on}=${CALL}><rect width=9 height=9 /></svg>`,
  (on: string) => `<div tabindex=0 style="animation:spin 1s" ${on}="${CALL}">x</div>`,
  (on: string) => `<input autofocus ${on}='${CALL}'>`,
  (on: string) => `<video src=x ${on.toUpperCase()}=${CALL}></video>`,
] as const;
/** Ways to write a javascript: (or other active) URL past a naive filter. */
const SCHEMES = [
  `javascript:${CALL}`, `JAVASCRIPT:${CALL}`, `&#x6A;avascript:${CALL}`, `jav\tascript:${CALL}`, `jav&#x0A;ascript:${CALL}`,
  `\x01javascript:${CALL}`, `javascript&colon;${CALL}`, `&#0000106avascript:${CALL}`, ` \u0000javascript:${CALL}`,
  `data:text/html,<script>${CALL}</script>`, `data:image/svg+xml,<svg onload=${CALL}>`, `vbscript:${CALL}`,
] as const;
/** Attributes that take a URL. */
const URL_CARRIERS = [
  (url: string) => `<a href="${url}">x</a>`,
  (url: string) => `<iframe src="${url}"></iframe>`,
  (url: string) => `<form action="${url}"><input type=submit></form>`,
  (url: string) => `<object data="${url}"></object>`,
  (url: string) => `<embed src="${url}">`,
  (url: string) => `<base href="${url}">`,
  (url: string) => `<area href="${url}">`,
  (url: string) => `<button formaction="${url}">x</button>`,
  (url: string) => `<math href="${url}">x</math>`,
  (url: string) => `<svg><a xlink:href="${url}"><text y=9>x</text></a></svg>`,
] as const;

/**
 * Generated vectors (every handler on every carrier, every URL trick in every URL attribute), stored
 * through the text block, where HTML is interpreted; with the hand-written ones above the corpus
 * holds well over 300 distinct payloads.
 */
export const GENERATED_XSS_VECTORS: readonly string[] = [
  ...EVENTS.flatMap((on) => CARRIERS.map((carrier) => carrier(on))),
  ...SCHEMES.flatMap((url) => URL_CARRIERS.map((carrier) => carrier(url))),
];

/** The places a vector is stored in a lesson: each is rendered somewhere in the lesson view or the overview. */
export const XSS_FIELDS = ['lesson name', 'lesson description', 'text block', 'video title', 'image title'] as const;
