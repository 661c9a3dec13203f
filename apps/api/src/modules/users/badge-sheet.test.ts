import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pdfStream, preloadPdf } from '../../lib/pdf/index';
import { readPdf, readQr, renderPage } from '../../test/pdf-reader';
import { type Badge, BADGES_PER_PAGE, badgeOrigin, drawBadgeSheet, QR_BOX } from './badge-sheet';

const PAGES = 20;
const labels = { company: 'HR Office', staffId: '社員ID' };

/** A 300 x 400 JPEG, as a phone photo cropped for an avatar would be. */
function photo(seed: number) {
  const canvas = createCanvas(300, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = `hsl(${seed * 37}, 60%, 55%)`;
  context.fillRect(0, 0, 300, 400);
  context.fillStyle = '#f0c090';
  context.beginPath();
  context.arc(150, 150, 80, 0, 2 * Math.PI);
  context.fill();
  return canvas.toBuffer('image/jpeg');
}

describe('the badge sheet', () => {
  it(`draws ${PAGES} pages of badges without holding up other work, small enough to send`, async () => {
    const photos = Array.from({ length: 10 }, (_, i) => photo(i));
    async function* badges(): AsyncGenerator<Badge> {
      for (let i = 0; i < PAGES * BADGES_PER_PAGE; i += 1)
        yield {
          name: i % 2 ? `Nguyễn Thị Hường ${i}` : `山田 太郎 ${i}`,
          staffId: `NV${String(i).padStart(5, '0')}`,
          department: i % 3 ? 'Phòng Sản xuất' : '製造部',
          // Every other person has a photo, each a file of its own (as stored avatars are).
          photo: i % 2 ? undefined : photos[i % photos.length],
        };
    }
    // As the server does a moment after start: the first document of a process parses the fonts (~0.1 s once).
    await preloadPdf();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const started = performance.now();
    delay.enable();
    // Other work's turns while drawing: a chain of setImmediate callbacks gets one turn each time drawing yields.
    let turns = 0;
    let drawing = true;
    const otherWork = () => {
      if (!drawing) return;
      turns += 1;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const chunks: Buffer[] = [];
    for await (const chunk of pdfStream(
      { title: 'Staff badges', language: 'vi' },
      (pdf) => drawBadgeSheet(pdf, badges(), labels),
      (error) => {
        throw error;
      },
    ))
      chunks.push(chunk as Buffer);
    drawing = false;
    delay.disable();
    const seconds = (performance.now() - started) / 1000;
    const bytes = Buffer.concat(chunks);
    const longest = delay.max / 1e6;
    console.info(
      `badge sheet: ${PAGES} pages in ${seconds.toFixed(2)} s, ${Math.round(bytes.length / 1024)} KB; event loop held at most ${longest.toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms), ${turns} turns for other work`,
    );
    const read = await readPdf(bytes);
    expect(read.pages).toBe(PAGES);
    expect(read.text[PAGES - 1]).toContain(`NV${String(PAGES * BADGES_PER_PAGE - 1).padStart(5, '0')}`);
    // Photos are embedded as stored (JPEG as is): 20 pages stay far below 1 MB a page.
    expect(bytes.length / PAGES).toBeLessThan(1024 * 1024);
    // Drawing yields after every badge (how long a turn takes depends on the machine: a benchmark's matter, not a
    // test's): other work ran at least once per badge.
    expect(turns).toBeGreaterThanOrEqual(PAGES * BADGES_PER_PAGE);
  });

  it('puts each QR code where the badge says, decodable to the staff ID alone', async () => {
    const ids = ['NV0001', 'a1b2c3d4e5f6g7h8', '0000000000000001'];
    async function* badges(): AsyncGenerator<Badge> {
      for (const staffId of ids) yield { name: 'Đặng Văn Mười', staffId, department: null };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of pdfStream(
      { title: 'x', language: 'en' },
      (pdf) => drawBadgeSheet(pdf, badges(), labels),
      () => {},
    ))
      chunks.push(chunk as Buffer);
    const page = await renderPage(Buffer.concat(chunks), 1);
    ids.forEach((id, slot) => {
      const { x, y } = badgeOrigin(slot);
      expect(readQr(page, { x: x + QR_BOX.x, y: y + QR_BOX.y, width: QR_BOX.size, height: QR_BOX.size })).toBe(id);
    });
  });
});
