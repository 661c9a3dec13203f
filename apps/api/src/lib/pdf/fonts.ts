import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The fonts every PDF prints with: Noto Sans JP (SIL Open Font License 1.1) from the npm package
 * `@expo-google-fonts/noto-sans-jp`, Google Fonts' TrueType build. One file covers Japanese (kanji, kana) AND
 * Vietnamese (every precomposed letter of U+1EA0-U+1EF9, Ă Â Đ Ê Ô Ơ Ư and the đồng sign) and Latin, so no text needs
 * a second font (docs/pdf.md). Nothing comes from the machine's fonts or from the network.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof FILES;
export type PdfFonts = Record<FontWeight, Font>;

/** Where the font files are: resolved like a package import, so the built server finds them in node_modules too. */
export const fontPath = (weight: FontWeight) => createRequire(import.meta.url).resolve(FILES[weight]);

let loading: Promise<PdfFonts> | undefined;

/**
 * Both fonts, read (without blocking) and parsed once per process: every document shares them, so the tables a
 * layout needs are parsed once, not at each document. Each document still embeds only the glyphs it uses (subset).
 */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all(
      (Object.keys(FILES) as FontWeight[]).map(async (weight) => {
        const font = create(await fs.promises.readFile(fontPath(weight)));
        // A file is one font, never a collection (TTC): the type says so only after this check.
        if (!('layout' in font)) throw new Error(`${FILES[weight]} is a font collection, not a font`);
        return font;
      }),
    );
    return { regular: regular!, bold: bold! };
  })().catch((error: unknown) => {
    loading = undefined; // a failed read is tried again by the next document
    throw error;
  });
  return loading;
}

/** The characters of `text` the fonts cannot print (they would show as empty boxes); tests use it. */
export function missingGlyphs(font: Font, text: string): string[] {
  return [...new Set(text)].filter((char) => /\S/u.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!));
}
