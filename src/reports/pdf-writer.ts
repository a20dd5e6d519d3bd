import { zlibSync } from 'fflate';
import { HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './helvetica-widths';
import { concatBytes, type PdfImageData } from './pdf-image';
import { winAnsiCode } from './pdf-text';

/**
 * The little of PDF the lists draw (text in the two standard Helvetica fonts, lines, boxes, one
 * image), written directly: a general PDF library is about 160 KB compressed, and the device keeps
 * this code for the crew and guest list at sea (issue 34, goal 4). Plain JavaScript, so the
 * server and the device draw the same document.
 */

export type Rgb = readonly [number, number, number];
export const rgb = (r: number, g: number, b: number): Rgb => [r, g, b];

export interface PdfFont {
  readonly name: 'F1' | 'F2';
  widthOfTextAtSize(text: string, size: number): number;
}

const font = (name: PdfFont['name'], widths: readonly number[]): PdfFont => ({
  name,
  widthOfTextAtSize: (text, size) =>
    ([...text].reduce((sum, ch) => sum + (widths[winAnsiCode(ch) - 32] ?? 0), 0) * size) / 1000,
});
export const HELVETICA = font('F1', HELVETICA_WIDTHS);
export const HELVETICA_BOLD = font('F2', HELVETICA_BOLD_WIDTHS);

export interface PdfImage {
  readonly width: number;
  readonly height: number;
  readonly index: number;
  /** The largest size within the box that keeps the image's proportions. */
  scaleToFit(width: number, height: number): { width: number; height: number };
}

/** Numbers as PDF writes them: two decimals at most, no exponent. */
const num = (n: number) => String(Math.round(n * 100) / 100);
const color = (c: Rgb) => c.map(num).join(' ');
const hexText = (text: string) =>
  `<${[...text].map((ch) => winAnsiCode(ch).toString(16).padStart(2, '0')).join('')}>`;

export class PdfPage {
  readonly ops: string[] = [];
  constructor(readonly size: readonly [number, number]) {}

  drawText(text: string, o: { x: number; y: number; size: number; font: PdfFont; color: Rgb }) {
    this.ops.push(
      `BT /${o.font.name} ${num(o.size)} Tf ${color(o.color)} rg ${num(o.x)} ${num(o.y)} Td ${hexText(text)} Tj ET`,
    );
  }

  drawRectangle(o: {
    x: number;
    y: number;
    width: number;
    height: number;
    color?: Rgb;
    borderColor?: Rgb;
    borderWidth?: number;
  }) {
    const box = `${num(o.x)} ${num(o.y)} ${num(o.width)} ${num(o.height)} re`;
    if (o.color) this.ops.push(`q ${color(o.color)} rg ${box} f Q`);
    if (o.borderColor) this.ops.push(`q ${color(o.borderColor)} RG ${num(o.borderWidth ?? 1)} w ${box} S Q`);
  }

  drawLine(o: {
    start: { x: number; y: number };
    end: { x: number; y: number };
    thickness: number;
    color: Rgb;
  }) {
    this.ops.push(
      `q ${color(o.color)} RG ${num(o.thickness)} w ${num(o.start.x)} ${num(o.start.y)} m ${num(o.end.x)} ${num(o.end.y)} l S Q`,
    );
  }

  drawImage(image: PdfImage, o: { x: number; y: number; width: number; height: number }) {
    this.ops.push(`q ${num(o.width)} 0 0 ${num(o.height)} ${num(o.x)} ${num(o.y)} cm /Im${image.index} Do Q`);
  }
}

const ascii = new TextEncoder();
/** A PDF text string in UTF-16 (any title shows as typed). */
const utf16 = (text: string) =>
  `<FEFF${[...text]
    .flatMap((ch) => {
      const code = ch.codePointAt(0) ?? 0x3f;
      return code > 0xffff
        ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)]
        : [code];
    })
    .map((u) => u.toString(16).padStart(4, '0'))
    .join('')}>`;

export class PdfDocument {
  readonly pages: PdfPage[] = [];
  private readonly images: PdfImageData[] = [];
  private title = '';

  setTitle(title: string) {
    this.title = title;
  }

  addPage(size: readonly [number, number]): PdfPage {
    const page = new PdfPage(size);
    this.pages.push(page);
    return page;
  }

  embedImage(data: PdfImageData): PdfImage {
    this.images.push(data);
    const { width, height } = data;
    return {
      width,
      height,
      index: this.images.length,
      scaleToFit: (w, h) => {
        const scale = Math.min(w / width, h / height);
        return { width: width * scale, height: height * scale };
      },
    };
  }

  save(): Uint8Array {
    const parts: Uint8Array[] = [];
    const offsets: number[] = [];
    let length = 0;
    const put = (chunk: string | Uint8Array) => {
      const bytes = typeof chunk === 'string' ? ascii.encode(chunk) : chunk;
      parts.push(bytes);
      length += bytes.length;
    };
    const object = (id: number, body: string, stream?: Uint8Array) => {
      offsets[id] = length;
      if (!stream) return put(`${id} 0 obj\n${body}\nendobj\n`);
      put(`${id} 0 obj\n<< ${body} /Length ${stream.length} >>\nstream\n`);
      put(stream);
      put('\nendstream\nendobj\n');
    };
    // 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the document info, then the images, then the pages.
    let next = 6;
    const imageIds = this.images.map((img) => {
      const id = next;
      next += img.alpha ? 2 : 1;
      return id;
    });
    const pageIds = this.pages.map(() => {
      next += 2;
      return next - 2;
    });
    put('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    object(
      2,
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    );
    object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    object(5, `<< /Title ${utf16(this.title)} /Producer (Seaworthy) /Creator (Seaworthy) >>`);
    this.images.forEach((img, i) => {
      const id = imageIds[i] ?? 0;
      const size = `/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height}`;
      const mask = img.alpha ? ` /SMask ${id + 1} 0 R` : '';
      object(id, `${size} ${img.dict}${mask}`, img.data);
      if (img.alpha)
        object(id + 1, `${size} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, img.alpha);
    });
    const xobjects = imageIds.map((id, i) => `/Im${i + 1} ${id} 0 R`).join(' ');
    this.pages.forEach((page, i) => {
      const id = pageIds[i] ?? 0;
      const resources = `<< /Font << /F1 3 0 R /F2 4 0 R >>${xobjects ? ` /XObject << ${xobjects} >>` : ''} >>`;
      object(
        id,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.size.map(num).join(' ')}] /Resources ${resources} /Contents ${id + 1} 0 R >>`,
      );
      object(id + 1, '/Filter /FlateDecode', zlibSync(ascii.encode(page.ops.join('\n'))));
    });
    const xref = length;
    put(`xref\n0 ${next}\n0000000000 65535 f \n`);
    for (let id = 1; id < next; id++) put(`${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
    put(`trailer\n<< /Size ${next} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return concatBytes(parts);
  }
}
