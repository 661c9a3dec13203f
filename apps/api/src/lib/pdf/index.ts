/**
 * The one PDF maker (docs/pdf.md): `pdfStream` to send a document as it is drawn, `pdfBuffer` for small ones and
 * tests; each takes a `draw` function that receives the document and its helpers (text, image, qr, table, breathe).
 */
export { type FontWeight, missingGlyphs, pdfFonts } from './fonts';
export {
  type Draw,
  mm,
  PDF_TYPE,
  type Pdf,
  type PdfOptions,
  pdfBuffer,
  pdfStream,
  preloadPdf,
  type TextOptions,
} from './pdf';
export type { QrOptions } from './qr';
export type { TableColumn, TableOptions } from './table';
