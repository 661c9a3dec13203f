import QRCode from 'qrcode';

/** The light margin a reader needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export type QrOptions = {
  x: number;
  y: number;
  /** Side of the square, quiet zone included, in points. */
  size: number;
  /** Error correction: M (15 %) is the default; H survives a worn or dirty badge better but needs more modules. */
  level?: 'L' | 'M' | 'Q' | 'H';
};

/**
 * Draws `text` as a QR code in vector form (sharp at any print size, a few hundred bytes): the dark modules of each
 * row are joined into runs, one rectangle a run, filled at once. The quiet zone is left white inside `size`.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, { x, y, size, level = 'M' }: QrOptions): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  const count = modules.size;
  const cell = size / (count + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * cell;
  const top = y + QUIET_ZONE * cell;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(left + start * cell, top + row * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
