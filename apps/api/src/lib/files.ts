import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The one storage module for uploaded files (DESIGN.md section 2): a local folder, DATA_DIR/files, one folder per
 * kind. Files get generated names (128 random bits); the client's file name is never used as a path, and names
 * read back from a URL must match the generated pattern before they touch the disk.
 */
export type ImageType = { ext: 'png' | 'jpg'; mime: 'image/png' | 'image/jpeg' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by content (magic bytes), or undefined when the bytes are neither PNG nor JPEG. */
export function detectImageType(head: Buffer): ImageType | undefined {
  if (head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { ext: 'png', mime: 'image/png' };
  if (head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return { ext: 'jpg', mime: 'image/jpeg' };
  return undefined;
}

/** The type the file name's extension claims (jpg, jpeg, png), or undefined. */
export function extensionType(fileName: string): ImageType | undefined {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (ext === 'png') return { ext: 'png', mime: 'image/png' };
  if (ext === 'jpg' || ext === 'jpeg') return { ext: 'jpg', mime: 'image/jpeg' };
  return undefined;
}

export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
/** Any stored name: the images', the documents' (a CV) and an import's sheet. */
const ANY_STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|pdf|doc|docx|sheet)$/;
const MIME_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type DocumentType = { ext: 'pdf' | 'doc' | 'docx'; mime: string };
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * A CV's type by content: PDF (`%PDF-`), Word 97-2003 (an OLE2 compound file) or Word (a ZIP holding
 * `word/document.xml`: its name is stored uncompressed in the archive), or undefined.
 */
export function detectDocumentType(bytes: Buffer): DocumentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: MIME_OF.pdf! };
  if (bytes.subarray(0, 8).equals(OLE2_MAGIC)) return { ext: 'doc', mime: MIME_OF.doc! };
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes('word/document.xml'))
    return { ext: 'docx', mime: MIME_OF.docx! };
  return undefined;
}

/** The document type a file name's extension claims (pdf, doc, docx), or undefined. */
export function documentExtensionType(fileName: string): DocumentType | undefined {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  return ext === 'pdf' || ext === 'doc' || ext === 'docx' ? { ext, mime: MIME_OF[ext]! } : undefined;
}

/** `staff-imports`: the sheet of an uploaded staff import file as the route read it, kept until its job has read it. */
export type FileKind = 'avatars' | 'candidate-cvs' | 'candidate-photos' | 'staff-imports';

export function fileStorage(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const folder = (kind: FileKind) => path.join(root, kind);

  return {
    /** Stores the bytes under a new generated name and returns that name. */
    async save(kind: FileKind, bytes: Buffer, ext: 'png' | 'jpg' | 'pdf' | 'doc' | 'docx' | 'sheet'): Promise<string> {
      await fs.promises.mkdir(folder(kind), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.promises.writeFile(path.join(folder(kind), name), bytes, { flag: 'wx' });
      return name;
    },

    /** Whether a stored file of that name exists (names not of the generated pattern never do). */
    async exists(kind: FileKind, name: string): Promise<boolean> {
      if (!ANY_STORED_NAME.test(name)) return false;
      return fs.promises.access(path.join(folder(kind), name)).then(
        () => true,
        () => false,
      );
    },

    /** The stored file's bytes, or undefined when there is no such file (a PDF embeds a photo whole). */
    async read(kind: FileKind, name: string): Promise<Buffer | undefined> {
      if (!ANY_STORED_NAME.test(name)) return undefined;
      return fs.promises.readFile(path.join(folder(kind), name)).catch(() => undefined);
    },

    /** Removes a stored file (an erased candidate's CV); a missing file is not an error. */
    async remove(kind: FileKind, name: string): Promise<void> {
      if (!ANY_STORED_NAME.test(name)) return;
      await fs.promises.rm(path.join(folder(kind), name), { force: true });
    },

    /** A read stream and its type, or undefined when there is no such file. */
    async open(
      kind: FileKind,
      name: string,
    ): Promise<{ stream: fs.ReadStream; mime: string; size: number } | undefined> {
      if (!ANY_STORED_NAME.test(name)) return undefined;
      const file = path.join(folder(kind), name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return {
        stream: fs.createReadStream(file),
        mime: MIME_OF[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        size: stat.size,
      };
    },
  };
}
export type FileStorage = ReturnType<typeof fileStorage>;

/** The URL a browser shows an avatar from (a public route: an <img> cannot send a bearer header). */
export const avatarUrl = (name: string) => `/api/files/avatars/${name}`;
export const avatarNameOf = (url: string) => url.split('/').pop() ?? '';
