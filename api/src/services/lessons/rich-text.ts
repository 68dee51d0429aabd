import sanitizeHtml from 'sanitize-html';
import { parseDocument } from 'htmlparser2';
import {
  RICH_TEXT_COLORS, RICH_TEXT_FONTS, RICH_TEXT_INDENT_MAX_STEPS, RICH_TEXT_INDENT_STEP_PX, RICH_TEXT_LINE_HEIGHTS,
  RICH_TEXT_LINK_PROTOCOLS, RICH_TEXT_SIZE_MAX_PT, RICH_TEXT_SIZE_MIN_PT,
} from '../../contract/rich-text.ts';

/**
 * The server's rich-text gate (sanitize-html, an allow-list parser): a text
 * block keeps exactly what the editor can produce and nothing else. The UI
 * renders only the HTML this returns.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (values: readonly string[]) => new RegExp(`^(?:${values.map(escape).join('|')})$`, 'i');

/** A colour as the editor writes it (#rrggbb) or as a browser re-serialises it (rgb(r, g, b)). */
const colorForms = RICH_TEXT_COLORS.flatMap(({ value }) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
  return [value, `rgb(${r}, ${g}, ${b})`, `rgb(${r},${g},${b})`];
});
const sizes = Array.from({ length: RICH_TEXT_SIZE_MAX_PT - RICH_TEXT_SIZE_MIN_PT + 1 }, (_, i) => `${RICH_TEXT_SIZE_MIN_PT + i}pt`);
const fonts = RICH_TEXT_FONTS.flatMap((f) => [f, `"${f}"`, `'${f}'`]);
const lineHeights = [...RICH_TEXT_LINE_HEIGHTS, ...RICH_TEXT_LINE_HEIGHTS.map((v) => String(Number(v)))];
const indents = Array.from({ length: RICH_TEXT_INDENT_MAX_STEPS }, (_, i) => `${(i + 1) * RICH_TEXT_INDENT_STEP_PX}px`);

const blockStyles = { 'line-height': [oneOf(lineHeights)], 'margin-left': [oneOf(indents)], 'text-align': [/^(?:left|center|right|justify)$/] };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'u', 's', 'a', 'span'],
  allowedAttributes: { a: ['href'], span: ['style'], p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], li: ['style'] },
  allowedStyles: {
    span: { 'font-family': [oneOf(fonts)], 'font-size': [oneOf(sizes)], color: [oneOf(colorForms)] },
    p: blockStyles, h1: blockStyles, h2: blockStyles, h3: blockStyles, li: blockStyles,
  },
  allowedSchemes: [...RICH_TEXT_LINK_PROTOCOLS],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Everything outside the list is dropped together with its content when it can carry code; otherwise unwrapped.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};
// target and rel are set by transformTags, so they must pass the attribute filter too.
(OPTIONS.allowedAttributes as Record<string, string[]>).a = ['href', 'target', 'rel'];

export interface SanitizedText { html: string; text: string; characterCount: number }

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'li', 'br']);

/** The plain text of sanitised HTML: one line per paragraph, heading or list item. */
function plainText(html: string): string {
  const lines: string[] = [];
  let line = '';
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') line += (node as unknown as { data: string }).data;
      else if ('children' in node) {
        const tag = (node as unknown as { name?: string }).name ?? '';
        if (BLOCK_TAGS.has(tag) && line) { lines.push(line); line = ''; }
        walk(node.children as typeof nodes);
        if (BLOCK_TAGS.has(tag)) { lines.push(line); line = ''; }
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  if (line) lines.push(line);
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
}

/** Sanitises a text block's HTML and recomputes its text and character count (the client's values are never trusted). */
export function sanitizeRichText(html: string): SanitizedText {
  const clean = sanitizeHtml(html, OPTIONS);
  const text = plainText(clean);
  return { html: clean, text, characterCount: [...text.replace(/\n/g, '')].length };
}

/** Plain text fields (names, titles, descriptions) are stored as text and rendered as text; this only normalises them. */
export const plainField = (value: string | null | undefined) => (value ?? '').trim() || null;
