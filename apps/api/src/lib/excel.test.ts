import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, streamSheets } from './excel';

/** The whole stream as bytes. */
async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* rowsOf<T>(rows: T[]) {
  for (const row of rows) yield row as Record<string, unknown>;
}

describe('streamSheets (the writer thread and xlsx-writer.ts)', () => {
  it('writes sheets that exceljs reads back: texts, numbers, empty cells, headers in bold, widths, escaping', async () => {
    const wide = Array.from({ length: 28 }, (_, i) => ({ header: `H${i}`, key: `k${i}`, width: 10 + i }));
    const tricky = 'Nguyễn Thị Hương & 田中 <b>"x"</b> \'q\'\u0001';
    const stream = streamSheets(
      [
        {
          name: 'People: [all]',
          columns: [
            { header: 'No', key: 'no', width: 6 },
            { header: '=Name', key: 'name' },
            { header: 'Minutes', key: 'minutes' },
          ],
          rows: () =>
            rowsOf([
              { no: 1, name: tricky, minutes: 480 },
              { no: 2, name: '=HYPERLINK("x")', minutes: null },
              { no: 3, name: '-5', minutes: 0.5 },
            ]),
        },
        {
          name: 'Wide',
          columns: wide,
          rows: () => rowsOf(Array.from({ length: 1200 }, (_, r) => ({ k0: r, k27: `last ${r}` }))),
        },
      ],
      (error) => {
        throw error;
      },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
    const [people, other] = book.worksheets;
    expect(people!.name).toBe('People   all ');
    expect(people!.getRow(1).values).toEqual([undefined, 'No', "'=Name", 'Minutes']);
    expect(people!.getCell('B1').font?.bold).toBe(true);
    expect(people!.getCell('A2').font?.bold).toBeFalsy();
    expect(people!.getColumn(1).width).toBe(6);
    expect(people!.getColumn(2).width).toBe(18);
    expect(people!.getRow(2).values).toEqual([undefined, 1, tricky.replace('\u0001', ''), 480]);
    expect(people!.getRow(3).values).toEqual([undefined, 2, '\'=HYPERLINK("x")']);
    expect(people!.getRow(4).values).toEqual([undefined, 3, "'-5", 0.5]);
    expect(people!.rowCount).toBe(4);
    expect(other!.rowCount).toBe(1201);
    expect(other!.getCell('AB1').value).toBe('H27');
    expect(other!.getCell('AB1201').value).toBe('last 1199');
    expect(other!.getCell('A1201').value).toBe(1199);
    expect(other!.getColumn(28).width).toBe(37);
  });

  it('writes several workbooks at once, each with its own rows', async () => {
    const book = (n: number) =>
      streamSheets(
        [
          {
            name: `S${n}`,
            columns: [{ header: 'N', key: 'n' }],
            rows: () => rowsOf(Array.from({ length: 700 + n }, () => ({ n }))),
          },
        ],
        () => undefined,
      );
    const files = await Promise.all([1, 2, 3].map((n) => bytesOf(book(n))));
    for (const [i, bytes] of files.entries()) {
      const read = new ExcelJS.Workbook();
      await read.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = read.worksheets[0]!;
      expect(sheet.name).toBe(`S${i + 1}`);
      expect(sheet.rowCount).toBe(701 + i + 1);
      expect(
        sheet
          .getColumn(1)
          .values.slice(2)
          .every((v) => v === i + 1),
      ).toBe(true);
    }
  });

  it('passes a failure of the rows on and ends the stream with it', async () => {
    let reported: unknown;
    const stream = streamSheets(
      [
        {
          name: 'S',
          columns: [{ header: 'A', key: 'a' }],
          // biome-ignore lint/correctness/useYield: a source that fails before its first row
          rows: async function* () {
            throw new Error('the database is gone');
          },
        },
      ],
      (error) => {
        reported = error;
      },
    );
    await expect(text(stream as never)).rejects.toThrow('the database is gone');
    expect((reported as Error).message).toBe('the database is gone');
  });
});

describe('readFirstSheet (the workbook thread and xlsx-reader.ts)', () => {
  it('answers the first sheet as plain cells: formulas refused, rich text joined, quotes undone, empty rows left out', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('First');
    sheet.addRow(['Name', 'Born', 'Note']);
    sheet.addRow([{ richText: [{ text: 'Nguyễn ' }, { text: 'Văn A' }] }, new Date(Date.UTC(1990, 4, 17)), "'=1+1"]);
    sheet.addRow([null, '   ', null]);
    sheet.addRow([
      'B',
      { formula: 'TODAY()', result: 1 },
      { text: 'b@example.com', hyperlink: 'mailto:b@example.com' },
    ]);
    workbook.addWorksheet('Second').addRow(['ignored']);
    const sheetRead = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(sheetRead).toEqual({
      columnCount: 3,
      rows: [
        { row: 1, cells: [undefined, 'Name', 'Born', 'Note'] },
        { row: 2, cells: [undefined, 'Nguyễn Văn A', new Date(Date.UTC(1990, 4, 17)), '=1+1'] },
        { row: 4, cells: [undefined, 'B', { formula: true }, 'b@example.com'] },
      ],
    });
    // Bytes that are not a workbook: no sheet, and the thread is still there for the next one.
    expect(await readFirstSheet(Buffer.from('PK\u0003\u0004 not a zip', 'latin1'))).toBeUndefined();
    expect((await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer())))?.rows).toHaveLength(3);
  });
});
