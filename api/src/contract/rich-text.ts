/**
 * The rich-text vocabulary of spec 9: what the editor's toolbar offers is
 * exactly what the server's sanitiser lets through. Zod-free, shared by both.
 */

export const RICH_TEXT_FONTS = [
  'Arial', 'Times New Roman', 'Georgia', 'Verdana', 'Helvetica', 'Courier New', 'Trebuchet MS', 'Comic Sans MS',
] as const;

/** Font sizes in pt, 10 to 36. */
export const RICH_TEXT_SIZES_PT = [10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36] as const;
export const RICH_TEXT_SIZE_MIN_PT = 10;
export const RICH_TEXT_SIZE_MAX_PT = 36;

export const RICH_TEXT_LINE_HEIGHTS = ['1.0', '1.15', '1.5', '2.0'] as const;

/** The 10 text colours, with their German names for the toolbar. */
export const RICH_TEXT_COLORS = [
  { value: '#000000', label: 'Schwarz' },
  { value: '#4b5563', label: 'Grau' },
  { value: '#dc2626', label: 'Rot' },
  { value: '#ea580c', label: 'Orange' },
  { value: '#ca8a04', label: 'Gelb' },
  { value: '#16a34a', label: 'Grün' },
  { value: '#0d9488', label: 'Türkis' },
  { value: '#2563eb', label: 'Blau' },
  { value: '#7c3aed', label: 'Violett' },
  { value: '#db2777', label: 'Pink' },
] as const;

export const RICH_TEXT_INDENT_STEP_PX = 40;
export const RICH_TEXT_INDENT_MAX_STEPS = 8;

/** Links may only point to these protocols. */
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/** A text block's stored HTML may be at most this long (characters). */
export const RICH_TEXT_HTML_MAX = 200_000;
