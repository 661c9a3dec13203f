import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readPdf, readQr, renderPage } from '../../test/pdf-reader';
import { missingGlyphs, mm, pdfBuffer, pdfFonts, pdfStream } from './index';

/** Every precomposed letter Vietnamese writes: the vowels with their marks (U+1EA0-U+1EF9) and the rest. */
const VIETNAMESE_LETTERS = [
  ...'ÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúýĂăĐđĨĩŨũƠơƯư₫',
  ...Array.from({ length: 0x1ef9 - 0x1ea0 + 1 }, (_, i) => String.fromCodePoint(0x1ea0 + i)),
].join('');
/** Names as they are written, with the kanji variants Japanese family names keep (髙, 﨑, 邊, 齋). */
const NAMES = [
  '山田 太郎',
  'さくら カタカナ',
  '髙橋 一郎',
  '山﨑 花子',
  '渡邊 齋藤',
  'Nguyễn Thị Hường',
  'Đặng Văn Mười',
];
const options = { title: '社員証 Thẻ nhân viên', language: 'ja' } as const;

/** Text as a reader compares it: pdf.js may hand back a letter and its marks as separate characters. */
const plain = (text: string) => text.normalize('NFC');

describe('the PDF maker', () => {
  it('prints Japanese and every Vietnamese letter in the embedded font: the text read back is the text written', async () => {
    const fonts = await pdfFonts();
    expect(missingGlyphs(fonts.regular, VIETNAMESE_LETTERS + NAMES.join(''))).toEqual([]);
    expect(missingGlyphs(fonts.bold, VIETNAMESE_LETTERS + NAMES.join(''))).toEqual([]);

    const bytes = await pdfBuffer(options, async (pdf) => {
      for (const name of NAMES) pdf.text(name, { size: 14 });
      pdf.text('ỹ ữ ộ', { weight: 'bold' });
      pdf.text(VIETNAMESE_LETTERS, { width: mm(170) });
    });
    const read = await readPdf(bytes);
    const lines = read.text[0]!.split('\n').map(plain);
    expect(lines.slice(0, NAMES.length + 1)).toEqual([...NAMES, 'ỹ ữ ộ']);
    // The long line wrapped: joined again, it is every letter in order.
    expect(lines.slice(NAMES.length + 1).join('')).toBe(VIETNAMESE_LETTERS);
  });

  it('embeds subsets of Noto Sans JP and no other font, and stays small', async () => {
    const bytes = await pdfBuffer(options, async (pdf) => {
      pdf.text('山田 太郎 Nguyễn Thị Hường');
      pdf.text('社員番号 NV000123', { weight: 'bold' });
    });
    const read = await readPdf(bytes);
    expect(read.embedded).toBe(true);
    // A subset's name starts with six capitals and a plus (PDF 32000-1, 9.6.4).
    expect(read.fonts.map((name) => name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansJP-Bold',
      'NotoSansJP-Regular',
    ]);
    for (const name of read.fonts) expect(name).toMatch(/^[A-Z]{6}\+NotoSansJP-(Regular|Bold)$/);
    // The fonts are 5 MB each; a subset of a few dozen glyphs is a few kilobytes.
    expect(bytes.length).toBeLessThan(40_000);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const info = bytes.toString('latin1');
    expect(info).toContain('/Lang (ja)');
  });

  it('draws a QR code that a reader decodes to exactly the text given', async () => {
    const bytes = await pdfBuffer(options, async (pdf) => {
      pdf.qr('NV000123', { x: 100, y: 100, size: 60 });
      pdf.qr('Mười-ỹ 山田', { x: 300, y: 100, size: 80, level: 'H' });
    });
    const page = await renderPage(bytes, 1);
    expect(readQr(page, { x: 90, y: 90, width: 80, height: 80 })).toBe('NV000123');
    expect(readQr(page, { x: 290, y: 90, width: 100, height: 100 })).toBe('Mười-ỹ 山田');
    expect(readQr(page, { x: 100, y: 300, width: 80, height: 80 })).toBeUndefined();
  });

  it('continues a long table on new pages with its header, and reads rows from an async source', async () => {
    async function* rows() {
      for (let i = 1; i <= 120; i += 1) yield [i, `Nguyễn Văn ${i}`, '山田工場', null];
    }
    const bytes = await pdfBuffer(options, async (pdf) => {
      pdf.text('一覧', { size: 16, weight: 'bold' });
      const done = await pdf.table({
        columns: [
          { header: 'No', weight: 1, align: 'right' },
          { header: '氏名', weight: 4 },
          { header: '部署', weight: 3 },
          { header: 'Ghi chú', weight: 2 },
        ],
        rows: rows(),
      });
      expect(done).toBe(true);
    });
    const read = await readPdf(bytes);
    expect(read.pages).toBeGreaterThan(1);
    for (const text of read.text.slice(1)) expect(text.split('\n')[0]).toBe('No 氏名 部署 Ghi chú');
    const all = read.text.map(plain).join('\n');
    for (const i of [1, 57, 120]) expect(all).toContain(`${i} Nguyễn Văn ${i} 山田工場`);
  });

  it('places JPEG and PNG photos, and refuses anything else without failing the document', async () => {
    const photo = (type: 'image/png' | 'image/jpeg', colour: string) => {
      const canvas = createCanvas(40, 50);
      const context = canvas.getContext('2d');
      context.fillStyle = colour;
      context.fillRect(0, 0, 40, 50);
      return canvas.toBuffer(type as 'image/png');
    };
    const png = photo('image/png', '#ff0000');
    // A PNG with transparency whose pixel data is damaged: pdfkit would throw out of reach while decoding it.
    const broken = Buffer.from(png);
    broken.fill(0x55, broken.indexOf('IDAT') + 6, broken.indexOf('IDAT') + 30);
    const placed: boolean[] = [];
    const bytes = await pdfBuffer(options, async (pdf) => {
      placed.push(await pdf.image(png, { x: 50, y: 50, fit: [40, 50] }));
      placed.push(await pdf.image(photo('image/jpeg', '#0000ff'), { x: 150, y: 50, fit: [40, 50] }));
      placed.push(await pdf.image(broken, { x: 250, y: 50, fit: [40, 50] }));
      placed.push(await pdf.image(Buffer.from('GIF89a not a photo'), { x: 350, y: 50, fit: [40, 50] }));
      placed.push(await pdf.image(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]), { x: 450, y: 50, fit: [40, 50] }));
    });
    expect(placed).toEqual([true, true, false, false, false]);
    const page = await renderPage(bytes, 1, 1);
    const at = (x: number, y: number) => [
      ...page.data.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 3),
    ];
    const [r, g, b] = at(70, 75);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(60);
    const [r2, g2, b2] = at(170, 75);
    expect(b2).toBeGreaterThan(200);
    expect(r2! + g2!).toBeLessThan(60);
    expect(at(270, 75)).toEqual([255, 255, 255]);
  });

  it('streams a document, and stops drawing when the reader goes away', async () => {
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const stream = pdfStream(
      options,
      async (pdf) => {
        for (let page = 0; page < 3; page += 1) {
          if (page > 0) pdf.doc.addPage();
          pdf.text(`ページ ${page + 1} Trang ${page + 1}`);
          await pdf.breathe();
        }
      },
      (error) => errors.push(error),
    );
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    expect((await readPdf(bytes)).text.map(plain)).toEqual([
      'ページ 1 Trang 1',
      'ページ 2 Trang 2',
      'ページ 3 Trang 3',
    ]);

    let drawn = 0;
    let told: boolean | undefined;
    const abandoned = pdfStream(
      options,
      async (pdf) => {
        for (let page = 0; page < 1000; page += 1) {
          if (page > 0) pdf.doc.addPage();
          pdf.text(`ページ ${page}`);
          drawn += 1;
          told = await pdf.breathe();
          if (!told) return;
        }
      },
      (error) => errors.push(error),
    );
    abandoned.once('data', () => abandoned.destroy());
    await new Promise((resolve) => abandoned.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(told).toBe(false);
    expect(drawn).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });
});
