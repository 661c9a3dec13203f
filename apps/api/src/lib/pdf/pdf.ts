import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { type FontWeight, pdfFonts } from './fonts';
import { printableImage } from './image';
import { breathe } from './pace';
import { drawQr, type QrOptions } from './qr';
import { drawTable, type TableOptions } from './table';

export const PDF_TYPE = 'application/pdf';
/** Millimetres to points (1 pt = 1/72 inch): page layouts are written in millimetres. */
export const mm = (value: number) => (value * 72) / 25.4;

export type PdfOptions = {
  /** The document title (its properties, and what a viewer shows in its title bar). */
  title: string;
  /** The language of its texts (the PDF's /Lang: screen readers and search use it). */
  language: Language;
  /** Page size: a name pdfkit knows ('A4', the default) or [width, height] in points. */
  size?: string | [number, number];
  layout?: 'portrait' | 'landscape';
  /** Page margins in points (tables and flowing text stay inside them): 15 mm by default. */
  margin?: number;
};

export type TextOptions = {
  x?: number;
  y?: number;
  /** Wraps at this width; without it the text runs to the right margin. */
  width?: number;
  /** With a height, text that does not fit ends in an ellipsis (…) instead of running on. */
  height?: number;
  size?: number;
  weight?: FontWeight;
  color?: string;
  align?: 'left' | 'center' | 'right' | 'justify';
};

export type ImageOptions = { x: number; y: number; fit: [number, number]; align?: 'center'; valign?: 'center' };

/** A document being drawn: helpers for the common pieces, and `doc` (pdfkit) for anything else. */
export type Pdf = {
  doc: PDFKit.PDFDocument;
  /** Writes text (wrapped inside `width`) and answers the height it took. */
  text(value: string, options?: TextOptions): number;
  /** A JPEG or PNG fitted in a box; answers false (and draws nothing) for bytes that are not a printable image. */
  image(bytes: Buffer, options: ImageOptions): Promise<boolean>;
  qr(text: string, options: QrOptions): void;
  /** A table from the current position, continued on new pages with its header; false when the reader left. */
  table(options: TableOptions): Promise<boolean>;
  /** Call between pieces of work: yields to other requests, waits for a slow reader; false when the reader left. */
  breathe(): Promise<boolean>;
};

/** Draws a document: pages are added by `draw` (doc.addPage()); the first one exists already. */
export type Draw = (pdf: Pdf) => Promise<void>;

async function open(options: PdfOptions): Promise<Pdf> {
  const fonts = await pdfFonts();
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? mm(15),
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Creator: 'HR Office', Producer: 'HR Office' },
    // No standard font: every text is in the embedded font (pdfkit would otherwise load Helvetica first).
    font: null as unknown as string,
  } as PDFKit.PDFDocumentOptions);
  // pdfkit takes a parsed fontkit font as well as a file (its types know only files).
  doc.registerFont('regular', fonts.regular as never);
  doc.registerFont('bold', fonts.bold as never);
  doc.font('regular');

  const pdf: Pdf = {
    doc,
    text(value, { x, y, width, height, size = 10, weight = 'regular', color = '#000000', align = 'left' } = {}) {
      doc.font(weight).fontSize(size).fillColor(color);
      const box = { width, height, align, ellipsis: height !== undefined ? '…' : undefined, lineGap: 0 };
      const before = y ?? doc.y;
      doc.text(value, x ?? doc.x, before, box);
      return doc.y - before;
    },
    async image(bytes, { x, y, fit, align = 'center', valign = 'center' }) {
      const printable = await printableImage(bytes);
      if (!printable) return false;
      try {
        doc.image(printable, x, y, { fit, align, valign });
        return true;
      } catch {
        return false; // a JPEG whose header pdfkit cannot read
      }
    },
    qr: (text, options) => drawQr(doc, text, options),
    table: (options) => drawTable(doc, options, pdf.breathe),
    breathe: () => breathe(doc),
  };
  return pdf;
}

/**
 * The document as a stream, to send as it is drawn (`reply.send(stream)`): `draw` runs after this returns, and
 * breathes between pieces, so a long document neither blocks other requests nor piles up in memory. A failure
 * while drawing ends the stream with that error (the download breaks) and is reported to `onError`: check what can
 * be refused (permissions, unknown records) BEFORE starting it.
 */
export function pdfStream(options: PdfOptions, draw: Draw, onError: (error: unknown) => void): Readable {
  const output = new PassThrough();
  void (async () => {
    try {
      const pdf = await open(options);
      pdf.doc.on('error', (error) => output.destroy(error));
      pdf.doc.pipe(output);
      // The client went away: the document is dropped, and its next breathe tells `draw` to stop.
      output.on('close', () => {
        pdf.doc.unpipe(output);
        pdf.doc.destroy();
      });
      await draw(pdf);
      if (!pdf.doc.destroyed) pdf.doc.end();
    } catch (error) {
      onError(error);
      output.destroy(error as Error);
    }
  })();
  return output;
}

/** The whole document in memory (small documents, tests): draws, ends and collects it. */
export async function pdfBuffer(options: PdfOptions, draw: Draw): Promise<Buffer> {
  const pdf = await open(options);
  const chunks: Buffer[] = [];
  pdf.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.doc.on('end', resolve);
    pdf.doc.on('error', reject);
  });
  await draw(pdf);
  pdf.doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Makes a throw-away document once: the first one in a process holds the event loop about 0.1 s (the fonts' tables
 * are parsed, pdfkit's code compiled), later ones at most a few milliseconds at a time. server.ts calls this a
 * moment after start, while nobody waits.
 */
export async function preloadPdf(): Promise<void> {
  await pdfBuffer({ title: 'preload', language: 'ja' }, async (pdf) => {
    pdf.text('山田 太郎 さくら カタカナ', { weight: 'bold' });
    pdf.text('Nguyễn Thị Hường Đặng ỹ ữ ộ');
    pdf.qr('NV0001', { x: 40, y: 120, size: 60 });
  });
}
