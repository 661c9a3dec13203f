import { deflateSync } from 'node:zlib';

/** CRC-32 as PNG chunks use it (ISO 3309, the same as zlib's). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG of one pixel of the colour [r, g, b] (8-bit RGB), made here so the tests need no image file. */
export function onePixelPng([r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // compression, filter and interlace methods stay 0
  const scanline = Buffer.from([0, r, g, b]); // filter type 0, then the pixel
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of exactly `size` bytes: a one-pixel image followed by a text chunk that fills it up (still a valid PNG). */
export function pngOfSize(size: number): Buffer {
  const image = onePixelPng([0, 128, 255]);
  const iend = chunk('IEND', Buffer.alloc(0));
  const head = image.subarray(0, image.length - iend.length);
  const fill = size - head.length - iend.length - 12; // a chunk adds length, type and CRC
  if (fill < 0) throw new Error(`A PNG cannot be as small as ${size} bytes`);
  return Buffer.concat([
    head,
    chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(fill - 8, 0x61)])),
    iend,
  ]);
}
