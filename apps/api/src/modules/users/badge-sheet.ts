import { mm, type Pdf } from '../../lib/pdf/index';

/** One staff badge: what it prints. `qr` is exactly the staff ID (the attendance kiosk reads it, docs/pdf.md). */
export type Badge = { name: string; staffId: string; department: string | null; photo?: Buffer };
export type BadgeLabels = { company: string; staffId: string };

/** A badge is a credit card (ISO/IEC 7810 ID-1): 85.6 x 54 mm. */
export const BADGE_WIDTH = mm(85.6);
export const BADGE_HEIGHT = mm(54);
const COLUMNS = 2;
const ROWS = 4;
export const BADGES_PER_PAGE = COLUMNS * ROWS;
/** Space between cards, so each is cut on its own line; the crop marks sit in the page margin beyond the block. */
const GAP = mm(6);
const MARK_LENGTH = mm(5);
const MARK_OFFSET = mm(2);

const BRAND = '#1f4e79';
const MUTED = '#5b6570';
const CUT_LINE = '#c8ced6';

/** A4 portrait, in points: the block of 2 x 4 cards is centred on it. */
const PAGE = { width: 595.28, height: 841.89 };
const BLOCK_WIDTH = COLUMNS * BADGE_WIDTH + (COLUMNS - 1) * GAP;
const BLOCK_HEIGHT = ROWS * BADGE_HEIGHT + (ROWS - 1) * GAP;
const LEFT = (PAGE.width - BLOCK_WIDTH) / 2;
const TOP = (PAGE.height - BLOCK_HEIGHT) / 2;

/** The top left corner of the n-th badge of a page (0 to 7), in points from the page's top left. */
export function badgeOrigin(slot: number): { x: number; y: number } {
  const column = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  return { x: LEFT + column * (BADGE_WIDTH + GAP), y: TOP + row * (BADGE_HEIGHT + GAP) };
}

/** Where a badge's QR code is, relative to its origin (also for tests that read it back). */
export const QR_BOX = { x: BADGE_WIDTH - mm(22.5), y: BADGE_HEIGHT - mm(22), size: mm(20) };

/** Crop marks along every cutting line, outside the block of cards (in the page margin). */
function drawCropMarks(doc: PDFKit.PDFDocument) {
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (let column = 0; column < COLUMNS; column += 1) {
    const left = LEFT + column * (BADGE_WIDTH + GAP);
    for (const x of [left, left + BADGE_WIDTH]) {
      doc.moveTo(x, TOP - MARK_OFFSET - MARK_LENGTH).lineTo(x, TOP - MARK_OFFSET);
      doc.moveTo(x, TOP + BLOCK_HEIGHT + MARK_OFFSET).lineTo(x, TOP + BLOCK_HEIGHT + MARK_OFFSET + MARK_LENGTH);
    }
  }
  for (let row = 0; row < ROWS; row += 1) {
    const top = TOP + row * (BADGE_HEIGHT + GAP);
    for (const y of [top, top + BADGE_HEIGHT]) {
      doc.moveTo(LEFT - MARK_OFFSET - MARK_LENGTH, y).lineTo(LEFT - MARK_OFFSET, y);
      doc.moveTo(LEFT + BLOCK_WIDTH + MARK_OFFSET, y).lineTo(LEFT + BLOCK_WIDTH + MARK_OFFSET + MARK_LENGTH, y);
    }
  }
  doc.stroke().restore();
}

async function drawBadge(pdf: Pdf, badge: Badge, labels: BadgeLabels, x: number, y: number) {
  const { doc } = pdf;
  // The card: a faint outline to cut along, and the company's band across the top (inside the rounded corners).
  doc.save();
  doc.roundedRect(x, y, BADGE_WIDTH, BADGE_HEIGHT, mm(3)).lineWidth(0.5).strokeColor(CUT_LINE).stroke();
  doc.roundedRect(x, y, BADGE_WIDTH, BADGE_HEIGHT, mm(3)).clip();
  doc.rect(x, y, BADGE_WIDTH, mm(9)).fill(BRAND);
  doc.restore();
  pdf.text(labels.company, {
    x: x + mm(4),
    y: y + mm(2.2),
    width: BADGE_WIDTH - mm(8),
    height: mm(5),
    size: 9,
    weight: 'bold',
    color: '#ffffff',
  });

  // The photo (3:4) or an empty frame of the same size.
  const photo = { x: x + mm(4), y: y + mm(12), width: mm(21), height: mm(28) };
  const placed =
    badge.photo && (await pdf.image(badge.photo, { x: photo.x, y: photo.y, fit: [photo.width, photo.height] }));
  if (!placed) doc.save().rect(photo.x, photo.y, photo.width, photo.height).fill('#e6e9ee').restore();

  const column = x + mm(29);
  const columnWidth = BADGE_WIDTH - mm(29) - mm(4);
  pdf.text(badge.name, { x: column, y: y + mm(12), width: columnWidth, height: mm(11.5), size: 11, weight: 'bold' });
  if (badge.department)
    pdf.text(badge.department, {
      x: column,
      y: y + mm(24),
      width: columnWidth,
      height: mm(8.2),
      size: 7.5,
      color: MUTED,
    });
  const idWidth = QR_BOX.x - mm(29) - mm(2);
  pdf.text(labels.staffId, { x: column, y: y + mm(35), width: idWidth, height: mm(3.5), size: 6.5, color: MUTED });
  pdf.text(badge.staffId, { x: column, y: y + mm(38.5), width: idWidth, height: mm(6), size: 11, weight: 'bold' });
  pdf.qr(badge.staffId, { x: x + QR_BOX.x, y: y + QR_BOX.y, size: QR_BOX.size });
}

/**
 * Badges, eight to an A4 page (two columns of four, credit-card size, 6 mm apart, crop marks in the margins), read
 * from `badges` as they come. Breathes after each badge; stops when the reader is gone.
 */
export async function drawBadgeSheet(pdf: Pdf, badges: AsyncIterable<Badge>, labels: BadgeLabels): Promise<void> {
  let index = 0;
  for await (const badge of badges) {
    const slot = index % BADGES_PER_PAGE;
    if (slot === 0) {
      if (index > 0) pdf.doc.addPage();
      drawCropMarks(pdf.doc);
    }
    const { x, y } = badgeOrigin(slot);
    await drawBadge(pdf, badge, labels, x, y);
    index += 1;
    if (!(await pdf.breathe())) return;
  }
}
