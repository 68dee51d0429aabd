import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Button, Icon } from '@platform/ui';
import { plainTextStats, RICH_TEXT_COLORS, RICH_TEXT_FONTS, RICH_TEXT_LINE_HEIGHTS, RICH_TEXT_SIZES_PT } from 'api/client';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { messages as t } from '../messages';
import { BlockStyle } from './block-style';
import { normalizeLinkUrl } from './link-url';

/**
 * The text block's rich-text editor (Tiptap, spec 2 and 9): bold, italic,
 * underline, strike, headings, lists, fonts, sizes 10–36 pt, line spacing, the
 * ten colours, indent and links. It offers exactly what the server keeps.
 * Loaded on first use, so the lesson view never downloads it.
 */
export default function TextBlockEditor({ html, onChange, labelId, autoFocus = false }: {
  html: string; onChange: (html: string) => void; labelId: string;
  /** A new block takes the focus: the cursor goes into the text. */
  autoFocus?: boolean;
}) {
  const [characters, setCharacters] = useState(0);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      TextStyle,
      FontFamily,
      FontSize,
      Color,
      BlockStyle,
    ],
    content: html,
    autofocus: autoFocus ? 'end' : false,
    onCreate: ({ editor: e }) => setCharacters(countOf(e)),
    editorProps: { attributes: { class: 'lz-richtext lz-text-editor__area', 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      setCharacters(countOf(e));
      onChange(e.isEmpty ? '' : e.getHTML());
    },
  });
  if (!editor) return null;
  return (
    <div className="lz-text-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <p className="lz-text-editor__count" aria-live="polite">{t.characters(characters)}</p>
    </div>
  );
}

/** The same count the server stores (plainTextStats), not the editor's own. */
const countOf = (e: Editor) => plainTextStats(e.state.doc.textBetween(0, e.state.doc.content.size, '\n', '\n').split('\n')).characterCount;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'), link: e.isActive('link'),
      font: (e.getAttributes('textStyle').fontFamily as string | undefined)?.replace(/["']/g, '') ?? '',
      size: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '',
      spacing: (e.getAttributes('paragraph').lineSpacing as string | undefined) ?? (e.getAttributes('heading').lineSpacing as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  const roving = useRovingToolbar();
  const toggle = (label: string, icon: ReactNode, active: boolean, run: () => void) => (
    <button type="button" className="lz-tool" aria-label={label} title={label} aria-pressed={active} onClick={run}>
      {icon}
    </button>
  );
  return (
    <div className="lz-toolbar" role="toolbar" aria-label={t.toolbar} ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
      <div className="lz-toolbar__group">
        {toggle(t.bold, <strong>F</strong>, state.bold, () => chain().toggleBold().run())}
        {toggle(t.italic, <em>K</em>, state.italic, () => chain().toggleItalic().run())}
        {toggle(t.underline, <u>U</u>, state.underline, () => chain().toggleUnderline().run())}
        {toggle(t.strike, <s>S</s>, state.strike, () => chain().toggleStrike().run())}
      </div>
      <div className="lz-toolbar__group">
        {toggle(`${t.heading} 2`, <span aria-hidden="true" className="lz-tool__glyph" data-glyph="H2" />, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {toggle(`${t.heading} 3`, <span aria-hidden="true" className="lz-tool__glyph" data-glyph="H3" />, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {toggle(t.bulletList, <span aria-hidden="true">•≡</span>, state.bullet, () => chain().toggleBulletList().run())}
        {toggle(t.orderedList, <span aria-hidden="true" className="lz-tool__glyph" data-glyph="1.≡" />, state.ordered, () => chain().toggleOrderedList().run())}
      </div>
      <div className="lz-toolbar__group">
        <ToolSelect label={t.font} value={state.font} options={RICH_TEXT_FONTS.map((f) => [f, f])}
          onChange={(v) => (v ? chain().setFontFamily(v).run() : chain().unsetFontFamily().run())} />
        <ToolSelect label={t.fontSize} value={state.size} options={RICH_TEXT_SIZES_PT.map((s) => [`${s}pt`, `${s} pt`])}
          onChange={(v) => (v ? chain().setFontSize(v).run() : chain().unsetFontSize().run())} />
        <ToolSelect label={t.lineHeight} value={state.spacing} options={RICH_TEXT_LINE_HEIGHTS.map((l) => [l, l])}
          onChange={(v) => chain().setLineSpacing(v || null).run()} />
      </div>
      <div className="lz-toolbar__group" role="group" aria-label={t.color}>
        {RICH_TEXT_COLORS.map((c) => (
          <button key={c.value} type="button" className="lz-swatch" style={{ background: c.value }} aria-label={t.colorNamed(c.label)} title={c.label}
            aria-pressed={sameColor(state.color, c.value)} onClick={() => chain().setColor(c.value).run()} />
        ))}
        <button type="button" className="lz-tool" aria-label={`${t.color}: ${t.defaultOption}`} title={t.defaultOption} onClick={() => chain().unsetColor().run()}>
          <Icon name="close" />
        </button>
      </div>
      <div className="lz-toolbar__group">
        {toggle(t.outdent, <span aria-hidden="true">⇤</span>, false, () => chain().outdent().run())}
        {toggle(t.indent, <span aria-hidden="true">⇥</span>, false, () => chain().indent().run())}
        <LinkTool editor={editor} active={state.link} />
      </div>
    </div>
  );
}

/** The toolbar's own controls (not the fields of the open link form, which are ordinary tab stops). */
const toolsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('button, select')].filter((el) => !el.closest('.lz-linktool__form') && !(el as HTMLButtonElement).disabled);

/**
 * WAI-ARIA toolbar keyboard model: the whole toolbar is one tab stop (the last used tool, at first
 * the first one); the arrow keys, Home and End move between its tools. Up and Down stay with a
 * drop-down, which uses them to choose a value.
 */
function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef(0);
  const sync = () => {
    const root = ref.current;
    if (!root) return;
    const tools = toolsOf(root);
    if (current.current >= tools.length) current.current = Math.max(0, tools.length - 1);
    tools.forEach((el, i) => { el.tabIndex = i === current.current ? 0 : -1; });
  };
  // After every render: tools come and go (the 'Link entfernen' button), and React leaves tabIndex alone.
  useLayoutEffect(sync);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = toolsOf(event.currentTarget).indexOf(event.target as HTMLElement);
    if (index >= 0 && index !== current.current) {
      current.current = index;
      sync();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tools = toolsOf(event.currentTarget);
    const index = tools.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = event.key === 'ArrowRight' ? (index + 1) % tools.length
      : event.key === 'ArrowLeft' ? (index - 1 + tools.length) % tools.length
        : event.key === 'Home' ? 0
          : event.key === 'End' ? tools.length - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    current.current = next;
    sync();
    tools[next]!.focus();
  };
  return { ref, onFocus, onKeyDown };
}

/** #rrggbb as chosen, or rgb(…) as a browser re-reads it, mean the same colour. */
function sameColor(current: string, hex: string) {
  if (!current) return false;
  if (current.toLowerCase() === hex) return true;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return current.replace(/\s/g, '') === `rgb(${r},${g},${b})`;
}

function ToolSelect({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <span className="lz-toolselect">
      <label htmlFor={id} className="ui-visually-hidden">{label}</label>
      <select id={id} className="lz-toolselect__input" value={options.some(([v]) => v === value) ? value : ''} title={label}
        onChange={(e) => onChange(e.target.value)}>
        <option value="">{`${label}: ${t.defaultOption}`}</option>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </span>
  );
}

/** 'Link einfügen': a small form that adds the link only when the address is not empty (spec 2). */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeLinkUrl(url);
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
    setUrl('');
  };
  return (
    <span className="lz-linktool">
      <button type="button" className="lz-tool" aria-label={t.link} title={t.link} aria-expanded={open} aria-pressed={active}
        onClick={() => { setUrl((editor.getAttributes('link').href as string | undefined) ?? ''); setOpen((o) => !o); }}>
        <Icon name="link" />
      </button>
      {active ? (
        <button type="button" className="lz-tool" aria-label={t.unlink} title={t.unlink} onClick={() => editor.chain().focus().unsetLink().run()}>
          <Icon name="close" />
        </button>
      ) : null}
      {open ? (
        <div className="lz-linktool__form" role="group" aria-label={t.link}>
          <label htmlFor={id} className="ui-field__label">{t.linkUrl}</label>
          <input id={id} className="ui-input" type="url" inputMode="url" value={url} autoFocus
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') submit(e); if (e.key === 'Escape') setOpen(false); }} />
          <div className="ui-row">
            <Button size="sm" onClick={submit} disabled={!url.trim()}>{t.linkAdd}</Button>
            <Button size="sm" variant="light" onClick={() => setOpen(false)}>{t.cancel}</Button>
          </div>
        </div>
      ) : null}
    </span>
  );
}
