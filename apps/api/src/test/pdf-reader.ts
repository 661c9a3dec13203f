import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Tests read the PDFs back with real parsers, never with the code that wrote them: pdf.js (Mozilla's PDF reader,
 * the one in Firefox) extracts the text and renders pages; jsQR finds and decodes QR codes in the rendered pixels.
 */
export type ReadPdf = {
  pages: number;
  /** The text of each page, runs joined by line as pdf.js reads them. */
  text: string[];
  /** The names of the fonts the pages use (BaseFont), e.g. "ABCDEF+NotoSansJP-Regular". */
  fonts: string[];
  /** Whether every font of the document is embedded (a FontFile in its descriptor), none taken from the reader. */
  embedded: boolean;
};

const open = (bytes: Buffer) =>
  // Glyphs are drawn from the embedded font programs: nothing may come from the machine's own fonts.
  getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const document = await open(bytes);
  const text: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    text.push(lines.join('\n'));
  }
  const raw = bytes.toString('latin1');
  const fonts = [...new Set([...raw.matchAll(/\/BaseFont \/([^\s/<>[\]]+)/g)].map((m) => m[1]!))];
  const descriptors = [...raw.matchAll(/\/Type \/FontDescriptor[\s\S]*?>>/g)].map((m) => m[0]);
  const embedded = descriptors.length > 0 && descriptors.every((d) => /\/FontFile[23]? /.test(d));
  await document.destroy();
  return { pages: document.numPages, text, fonts, embedded };
}

/** Renders a page (1-based) at `scale` x 72 dpi; answers its RGBA pixels and a PNG of it (to look at). */
export async function renderPage(bytes: Buffer, pageNumber: number, scale = 3) {
  const document = await open(bytes);
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  await document.destroy();
  return { width: canvas.width, height: canvas.height, data: pixels.data, png: () => canvas.toBuffer('image/png') };
}

/**
 * The text of the QR code inside a box of the rendered page (points from the top left), or undefined when no code
 * can be read there. Boxes keep jsQR to one code at a time.
 */
export function readQr(
  page: { width: number; height: number; data: Uint8ClampedArray },
  box: { x: number; y: number; width: number; height: number },
  scale = 3,
): string | undefined {
  const left = Math.max(0, Math.floor(box.x * scale));
  const top = Math.max(0, Math.floor(box.y * scale));
  const width = Math.min(page.width - left, Math.ceil(box.width * scale));
  const height = Math.min(page.height - top, Math.ceil(box.height * scale));
  const crop = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((top + row) * page.width + left) * 4;
    crop.set(page.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(crop, width, height)?.data;
}
