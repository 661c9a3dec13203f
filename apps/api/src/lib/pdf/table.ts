export type TableColumn = {
  header: string;
  /** Share of the table's width (columns of weight 2 are twice as wide as those of weight 1). */
  weight?: number;
  align?: 'left' | 'center' | 'right';
};

export type TableOptions = {
  columns: TableColumn[];
  /** Cell texts, one array a row; null or undefined prints as empty. Any iterable: rows may be read as they come. */
  rows: Iterable<(string | number | null | undefined)[]> | AsyncIterable<(string | number | null | undefined)[]>;
  /** Left edge and width; the page's margins by default. */
  x?: number;
  width?: number;
  /** Font size of the cells, in points (9 by default). */
  size?: number;
};

const PADDING = 3;
const ROWS_PER_TURN = 50;

/**
 * A table from the current position down: wrapped cell texts, the header row repeated at the top of each new page,
 * thin rules between rows. Every ROWS_PER_TURN rows it calls `pause` (the document's breathe), and stops when that
 * says the reader is gone. Answers false then.
 */
export async function drawTable(
  doc: PDFKit.PDFDocument,
  { columns, rows, x = doc.page.margins.left, width, size = 9 }: TableOptions,
  pause: () => Promise<boolean>,
): Promise<boolean> {
  const tableWidth = width ?? doc.page.width - doc.page.margins.right - x;
  const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const widths = columns.map((column) => (tableWidth * (column.weight ?? 1)) / total);
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const heightOf = (cells: string[]) =>
    Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * PADDING }))) +
    2 * PADDING;

  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(size);
    const height = heightOf(cells);
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      if (!header && headed) drawRow(headers, true);
      doc.font('regular').fontSize(size);
    }
    const top = doc.y;
    if (header) doc.save().rect(x, top, tableWidth, height).fill('#eef1f5').restore();
    cells.forEach((text, i) => {
      doc.fillColor('#000000').text(text, lefts[i]! + PADDING, top + PADDING, {
        width: widths[i]! - 2 * PADDING,
        align: columns[i]!.align ?? 'left',
        lineBreak: true,
      });
    });
    doc
      .moveTo(x, top + height)
      .lineTo(x + tableWidth, top + height)
      .lineWidth(0.5)
      .strokeColor('#9aa3ad')
      .stroke();
    doc.x = x;
    doc.y = top + height;
  };

  const headers = columns.map((column) => column.header);
  // A key/value table (every header empty) has no header row: no empty grey bar.
  const headed = headers.some((header) => header !== '');
  if (headed) drawRow(headers, true);
  let count = 0;
  for await (const row of rows) {
    drawRow(
      columns.map((_, i) => (row[i] === null || row[i] === undefined ? '' : String(row[i]))),
      false,
    );
    count += 1;
    if (count % ROWS_PER_TURN === 0 && !(await pause())) return false;
  }
  return true;
}
