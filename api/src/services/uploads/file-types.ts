import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';

/** A file's type as decided by its content: the extension we give it and the type we serve it with. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Upload policies: which detected extensions each route accepts. */
export const ALLOWED_TYPES = {
  avatar: new Set(['png', 'jpg', 'gif', 'webp']),
  classImage: new Set(['png', 'jpg', 'gif']),
  /** Teacher content and student submissions: images, PDF, office documents, plain text. */
  document: new Set([
    'png', 'jpg', 'gif', 'webp', 'pdf',
    'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'doc', 'xls', 'ppt',
    'txt',
  ]),
} as const satisfies Record<string, ReadonlySet<string>>;

/** Human-readable lists for the 415 messages. */
export const ALLOWED_TYPE_LABELS: Record<keyof typeof ALLOWED_TYPES, string> = {
  avatar: 'JPG, PNG, GIF or WEBP image',
  classImage: 'JPG, PNG or GIF image',
  document: 'image, PDF, office document or .txt text file',
};

/** Old binary Office files are all OLE "compound files"; only the name tells Word from Excel. */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decides a file's type from its bytes (magic numbers via file-type), never from
 * the client's content type. The name only matters where the content cannot
 * tell: plain text (no magic bytes: accepted only as valid UTF-8 without NUL
 * bytes and with a .txt name) and which legacy Office format a compound file is.
 */
export async function detectFileType(bytes: Uint8Array, originalName: string): Promise<DetectedType | null> {
  return classify(await fileTypeFromBuffer(bytes), originalName, () => isUtf8Text(bytes));
}

/** The same decision for a file on disk (a streamed upload): file-type reads only the parts it needs. */
export async function detectFileTypeOfFile(filePath: string, originalName: string, utf8Text: boolean): Promise<DetectedType | null> {
  return classify(await fileTypeFromFile(filePath), originalName, () => utf8Text);
}

function classify(found: FileTypeResult | undefined, originalName: string, isText: () => boolean): DetectedType | null {
  const nameExt = /\.([A-Za-z0-9]{1,10})$/.exec(originalName)?.[1]?.toLowerCase() ?? '';
  if (found) {
    if (found.ext === 'apng') return { ext: 'png', mime: 'image/png' }; // an animated PNG is a PNG
    if (found.ext === 'cfb') {
      const mime = LEGACY_OFFICE[nameExt];
      return mime ? { ext: nameExt, mime } : { ext: 'cfb', mime: found.mime };
    }
    return { ext: found.ext, mime: found.mime };
  }
  if (nameExt === 'txt' && isText()) return { ext: 'txt', mime: 'text/plain; charset=utf-8' };
  return null;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
