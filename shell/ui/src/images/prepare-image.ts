import { compressionOptions, planImage, renamedFor, sizeCheck } from './image-rules';
import { imageMessages as messages } from './messages';

export type PreparedImage = { ok: true; file: File } | { ok: false; message: string };

/** Width and height of an image file, or null when the browser cannot decode it. */
async function dimensionsOf(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Readies a chosen picture for upload in the browser (spec 9): rejects non-images,
 * keeps GIFs and already small JPG/PNG files as they are, otherwise compresses to
 * about 2 MB with the longest side at most 1920 px (quality from 0.85). The library
 * is bundled and runs on the main thread: it never loads code from elsewhere. It is
 * fetched only when a picture needs compressing, not with every teacher page (bundle budget).
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const first = planImage(file);
  if (first.action === 'reject') return { ok: false, message: first.message };
  if (first.action === 'keep') return { ok: true, file }; // GIF within the limit

  const dimensions = await dimensionsOf(file);
  if (!dimensions) return { ok: false, message: messages.notAnImage };
  const plan = planImage(file, dimensions);
  if (plan.action === 'reject') return { ok: false, message: plan.message };
  if (plan.action === 'keep') return { ok: true, file };

  let blob: Blob;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    blob = await imageCompression(file, compressionOptions(plan.fileType));
  } catch (error) {
    console.warn('[area_teacher] image compression failed', error);
    return { ok: false, message: messages.notAnImage };
  }
  const tooLarge = sizeCheck(blob.size);
  if (tooLarge) return { ok: false, message: tooLarge.message };
  const type = blob.type || plan.fileType;
  return { ok: true, file: new File([blob], renamedFor(file.name, type), { type, lastModified: file.lastModified }) };
}
