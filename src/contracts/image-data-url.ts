import { z } from 'zod';

/**
 * A small image sent as a data URL (the ships stamp, a crew photo): PNG, JPEG, GIF or WebP,
 * proper base64, and bytes that are the image its type names (an SVG labelled PNG is refused).
 */
const SIGNATURES: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [0x47, 0x49, 0x46, 0x38],
  webp: [0x52, 0x49, 0x46, 0x46],
};
const DATA_URL =
  /^data:image\/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function isImageOfItsType(dataUrl: string) {
  const type = /^data:image\/(\w+);base64,/.exec(dataUrl)?.[1] ?? '';
  const start = dataUrl.indexOf(',') + 1;
  let head: string;
  try {
    head = atob(dataUrl.slice(start, start + 16));
  } catch {
    return false;
  }
  const signature = SIGNATURES[type] ?? [0x100];
  return signature.every((b, i) => head.charCodeAt(i) === b);
}

export const imageDataUrl = (max: number, tooLarge: string, notImage: string) =>
  z
    .string({ error: notImage })
    .max(max, tooLarge)
    .regex(DATA_URL, notImage)
    .refine(isImageOfItsType, notImage);
