import { unzlibSync, zlibSync } from 'fflate';

/** An image as a PDF image XObject wants it: its dictionary entries and its stream. */
export interface PdfImageData {
  width: number;
  height: number;
  /** ColorSpace, BitsPerComponent, Filter, DecodeParms as PDF source. */
  dict: string;
  data: Uint8Array;
  /** The alpha channel as a DeviceGray image, when the image has one. */
  alpha?: Uint8Array;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const u32 = (b: Uint8Array, at: number) =>
  ((b[at] ?? 0) << 24) + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0);
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) + (b[at + 1] ?? 0);

/** Byte arrays end to end. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Channels per pixel of the PNG colour types kept: grey, RGB, grey+alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * A PNG of 8 bits per channel, not interlaced (what a canvas writes, and the stamp is drawn on
 * one before it is saved). Opaque ones go in as they are; with alpha the channels are split
 * so the PDF gets the colour and a soft mask. Other PNGs give null.
 */
export function pngImage(bytes: Uint8Array): PdfImageData | null {
  if (PNG_SIGNATURE.some((v, i) => bytes[i] !== v)) return null;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = u32(data, 0);
      height = u32(data, 4);
      channels = data[8] === 8 && data[12] === 0 ? (PNG_CHANNELS[data[9] ?? -1] ?? 0) : 0;
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!width || !height || !channels || idat.length === 0) return null;
  const zlib = concatBytes(idat);
  const colors = channels === 1 || channels === 2 ? 1 : 3;
  const space = colors === 1 ? '/DeviceGray' : '/DeviceRGB';
  if (channels === colors) {
    const parms = `/DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent 8 /Columns ${width} >>`;
    return {
      width,
      height,
      dict: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /FlateDecode ${parms}`,
      data: zlib,
    };
  }
  const pixels = unfilter(unzlibSync(zlib), width, height, channels);
  const color = new Uint8Array(width * height * colors);
  const alpha = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < colors; c++) color[p * colors + c] = pixels[p * channels + c] ?? 0;
    alpha[p] = pixels[p * channels + colors] ?? 255;
  }
  return {
    width,
    height,
    dict: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /FlateDecode`,
    data: zlibSync(color),
    alpha: zlibSync(alpha),
  };
}

/** PNG's per-row filters undone (None, Sub, Up, Average, Paeth), one byte per channel. */
function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (out[row + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[row - stride + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (out[row - stride + x - bpp] ?? 0) : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      out[row + x] = ((raw[src + x] ?? 0) + predictor) & 0xff;
    }
  }
  return out;
}

/** A JPEG goes in as it is (DCTDecode); its size and channels come from its frame header. */
export function jpegImage(bytes: Uint8Array): PdfImageData | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Start of frame: baseline, progressive and the other coding processes, not DHT/JPG/DAC.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      const space = ({ 1: '/DeviceGray', 3: '/DeviceRGB', 4: '/DeviceCMYK' } as Record<number, string>)[
        bytes[at + 9] ?? 0
      ];
      if (!space || !width || !height) return null;
      return {
        width,
        height,
        dict: `/ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode`,
        data: bytes,
      };
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}
