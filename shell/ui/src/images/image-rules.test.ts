import { describe, expect, it } from 'vitest';
import { compressionOptions, IMAGE_RULES, isImageType, planImage, renamedFor, sizeCheck } from './image-rules';

const MB = 1024 * 1024;

describe('image rules (spec 5, 9)', () => {
  it('knows what an image is', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType('')).toBe(false);
  });

  it("rejects non-images with 'Bitte wähle eine Bilddatei aus.'", () => {
    expect(planImage({ type: 'application/pdf', size: 1000 })).toEqual({
      action: 'reject',
      message: 'Bitte wähle eine Bilddatei aus.',
    });
    expect(planImage({ type: '', size: 1000 })).toMatchObject({ action: 'reject' });
  });

  it('keeps GIFs untouched, up to 5 MB', () => {
    expect(planImage({ type: 'image/gif', size: 5 * MB })).toEqual({ action: 'keep' });
    expect(planImage({ type: 'image/gif', size: 5 * MB + 1 })).toEqual({
      action: 'reject',
      message: 'Datei ist zu gross. Maximal 5.0MB.',
    });
  });

  it('keeps small JPG/PNG within 1920 px, compresses everything else', () => {
    expect(planImage({ type: 'image/png', size: 200_000 }, { width: 800, height: 600 })).toEqual({ action: 'keep' });
    expect(planImage({ type: 'image/jpeg', size: 2 * MB }, { width: 1920, height: 1080 })).toEqual({ action: 'keep' });
    expect(planImage({ type: 'image/jpeg', size: 2 * MB + 1 }, { width: 800, height: 600 })).toEqual({
      action: 'compress',
      fileType: 'image/jpeg',
    });
    expect(planImage({ type: 'image/png', size: 100_000 }, { width: 1921, height: 10 })).toEqual({
      action: 'compress',
      fileType: 'image/png',
    });
    // Not yet decoded: compress (the dimensions decide later).
    expect(planImage({ type: 'image/png', size: 100 })).toMatchObject({ action: 'compress' });
  });

  it('converts other image types to JPEG', () => {
    expect(planImage({ type: 'image/webp', size: 100_000 }, { width: 100, height: 100 })).toEqual({
      action: 'compress',
      fileType: 'image/jpeg',
    });
    expect(renamedFor('ferien.webp', 'image/jpeg')).toBe('ferien.jpg');
    expect(renamedFor('klasse.PNG', 'image/png')).toBe('klasse.png');
    expect(renamedFor('ohne-endung', 'image/jpeg')).toBe('ohne-endung.jpg');
  });

  it("says 'Datei ist zu gross. Maximal 5.0MB.' above 5 MB after compression", () => {
    expect(sizeCheck(5 * MB)).toBeNull();
    expect(sizeCheck(5 * MB + 1)?.message).toBe('Datei ist zu gross. Maximal 5.0MB.');
  });

  it('compresses to 2 MB, 1920 px, quality 0.85, without a web worker', () => {
    expect(compressionOptions('image/png')).toEqual({
      maxSizeMB: 2,
      maxWidthOrHeight: 1920,
      initialQuality: 0.85,
      fileType: 'image/png',
      useWebWorker: false,
    });
    expect(IMAGE_RULES.maxBytes).toBe(5 * MB);
  });
});
