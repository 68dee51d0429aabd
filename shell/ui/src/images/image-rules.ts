import { FILE_LIMITS } from 'api/client';
import { imageMessages as messages } from './messages';

/**
 * Spec 9 rules for class (and later lesson) pictures: compress to about 2 MB with
 * the longest side at most 1920 px, starting at quality 0.85; GIFs stay untouched
 * (animation); at most 5 MB after compression. Pure, so it is unit-tested.
 */
export const IMAGE_RULES = {
  targetBytes: 2 * 1024 * 1024,
  maxSide: 1920,
  initialQuality: 0.85,
  maxBytes: FILE_LIMITS.imageMaxBytes,
} as const;

/** Types the server accepts as they are; any other image is converted to JPEG. */
const KEPT_TYPES = new Set(['image/jpeg', 'image/png']);

/** A browser-reported MIME type that claims to be an image. */
export function isImageType(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type.trim());
}

export function isGif(type: string): boolean {
  return type.trim().toLowerCase() === 'image/gif';
}

/** What to do with a chosen file before upload. */
export type ImagePlan =
  | { action: 'reject'; message: string }
  /** Upload as it is (GIF, or already small enough). */
  | { action: 'keep' }
  /** Compress (and resize) into this type. */
  | { action: 'compress'; fileType: string };

/** Decides from the type and size (and, once decoded, the dimensions) what happens to a file. */
export function planImage(file: { type: string; size: number }, dimensions?: { width: number; height: number }): ImagePlan {
  if (!isImageType(file.type)) return { action: 'reject', message: messages.notAnImage };
  if (isGif(file.type)) return sizeCheck(file.size) ?? { action: 'keep' };
  const type = file.type.toLowerCase();
  const fitsAlready =
    KEPT_TYPES.has(type) &&
    file.size <= IMAGE_RULES.targetBytes &&
    dimensions !== undefined &&
    Math.max(dimensions.width, dimensions.height) <= IMAGE_RULES.maxSide;
  if (fitsAlready) return { action: 'keep' };
  return { action: 'compress', fileType: KEPT_TYPES.has(type) ? type : 'image/jpeg' };
}

/** 'Datei ist zu gross. Maximal 5.0MB.' when a (compressed) file is still above the limit, else null. */
export function sizeCheck(size: number): { action: 'reject'; message: string } | null {
  return size > IMAGE_RULES.maxBytes ? { action: 'reject', message: messages.fileTooLarge(IMAGE_RULES.maxBytes) } : null;
}

/** The options handed to browser-image-compression (never a web worker: it would load the library from a CDN). */
export function compressionOptions(fileType: string) {
  return {
    maxSizeMB: IMAGE_RULES.targetBytes / (1024 * 1024),
    maxWidthOrHeight: IMAGE_RULES.maxSide,
    initialQuality: IMAGE_RULES.initialQuality,
    fileType,
    useWebWorker: false,
  } as const;
}

/** File name after a conversion: the extension follows the new type ('foto.webp' → 'foto.jpg'). */
export function renamedFor(name: string, fileType: string): string {
  const ext = fileType === 'image/png' ? 'png' : fileType === 'image/gif' ? 'gif' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'bild';
  return `${base}.${ext}`;
}
