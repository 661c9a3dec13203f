import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { detectImageType } from '../files';

const inflate = promisify(zlib.inflate);

/** Samples per pixel of each PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** Larger than any avatar (1 MB of PNG): refuses decompression bombs before they are inflated. */
const MAX_PIXELS = 40_000_000;

type Header = { width: number; height: number; bits: number; channels: number; interlaced: boolean };

/** The header and the compressed pixel data of a PNG, or undefined when its chunks are malformed. */
function pngParts(bytes: Buffer): { header: Header; data: Buffer } | undefined {
  let header: Header | undefined;
  const data: Buffer[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return undefined;
    if (type === 'IHDR' && length >= 13) {
      const channels = CHANNELS[body[9]!];
      if (channels === undefined) return undefined;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8]!,
        channels,
        interlaced: body[12] === 1,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || data.length === 0) return undefined;
  return { header, data: Buffer.concat(data) };
}

/** The rows (width in pixels, count) the pixel data holds: one image, or the seven interlace passes. */
function rowsOf({ width, height, interlaced }: Header): [number, number][] {
  if (!interlaced) return [[width, height]];
  return ADAM7.map(
    ([x, y, dx, dy]) => [Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)] as [number, number],
  ).filter(([w, h]) => w > 0 && h > 0);
}

/**
 * Whether pdfkit can decode this PNG without failing. pdfkit decodes PNGs with transparency or interlacing in a
 * callback, where a broken file would throw out of reach of any catch (and end the process): so the pixel data is
 * inflated here first (off the event loop) and every row's filter byte checked.
 */
async function pngDecodes(bytes: Buffer): Promise<boolean> {
  const parts = pngParts(bytes);
  if (!parts) return false;
  const { header } = parts;
  if (header.width === 0 || header.height === 0 || header.width * header.height > MAX_PIXELS) return false;
  if (![1, 2, 4, 8, 16].includes(header.bits)) return false;
  const pixels = await inflate(parts.data).catch(() => undefined);
  if (!pixels) return false;
  let at = 0;
  for (const [width, rows] of rowsOf(header)) {
    const rowBytes = Math.ceil((width * header.bits * header.channels) / 8);
    for (let row = 0; row < rows; row += 1) {
      if (at >= pixels.length || pixels[at]! > 4) return false;
      at += 1 + rowBytes;
    }
  }
  return at <= pixels.length;
}

/**
 * The bytes of an image a PDF may show: a JPEG or a PNG by content whose data decodes; undefined for anything else
 * (the caller draws without it). A stored file is checked again here: it may be damaged since its upload.
 */
export async function printableImage(bytes: Buffer): Promise<Buffer | undefined> {
  const type = detectImageType(bytes);
  if (type?.ext === 'jpg') return bytes; // pdfkit reads a JPEG's header at once, where an error can be caught
  if (type?.ext === 'png' && (await pngDecodes(bytes))) return bytes;
  return undefined;
}
