import { Extension } from '@tiptap/core';
import { RICH_TEXT_INDENT_MAX_STEPS, RICH_TEXT_INDENT_STEP_PX } from 'api/client';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockStyle: {
      /** Line spacing of the current paragraphs and headings (spec 9: 1.0, 1.15, 1.5, 2.0; null = default). */
      setLineSpacing: (value: string | null) => ReturnType;
      /** One indent step (40 px) more or less. */
      indent: () => ReturnType;
      outdent: () => ReturnType;
    };
  }
}

const TYPES = ['paragraph', 'heading'];

/**
 * Line spacing and indentation on paragraphs and headings, written as the inline
 * styles the server's sanitiser allows (line-height, margin-left in 40 px steps).
 */
export const BlockStyle = Extension.create({
  name: 'blockStyle',
  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          lineSpacing: {
            default: null,
            parseHTML: (element) => element.style.lineHeight || null,
            renderHTML: (attrs) => (attrs.lineSpacing ? { style: `line-height: ${attrs.lineSpacing}` } : {}),
          },
          indent: {
            default: 0,
            parseHTML: (element) => Math.round((parseInt(element.style.marginLeft, 10) || 0) / RICH_TEXT_INDENT_STEP_PX),
            renderHTML: (attrs) => (attrs.indent ? { style: `margin-left: ${attrs.indent * RICH_TEXT_INDENT_STEP_PX}px` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    const shiftIndent = (delta: number) => () => ({ tr, state, dispatch }: { tr: import('@tiptap/pm/state').Transaction; state: import('@tiptap/pm/state').EditorState; dispatch?: unknown }) => {
      const { from, to } = state.selection;
      state.doc.nodesBetween(from, to, (node, pos) => {
        if (!TYPES.includes(node.type.name)) return;
        const indent = Math.min(RICH_TEXT_INDENT_MAX_STEPS, Math.max(0, (node.attrs.indent ?? 0) + delta));
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
      });
      return Boolean(dispatch) || true;
    };
    return {
      setLineSpacing: (value) => ({ commands }) => TYPES.every((type) => commands.updateAttributes(type, { lineSpacing: value })) || true,
      indent: shiftIndent(1),
      outdent: shiftIndent(-1),
    };
  },
});
