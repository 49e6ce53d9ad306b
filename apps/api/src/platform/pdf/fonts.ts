import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The Japanese font every PDF embeds (docs/pdf-documents.md, "the font"): Noto Sans JP, shipped as TrueType files by
// the npm package @expo-google-fonts/noto-sans-jp (SIL Open Font License 1.1), so no system font is assumed and the
// server works offline. pdfkit embeds only the glyphs a document uses (a subset), so a PDF stays small. The files
// are read once per process.

const require = createRequire(import.meta.url);
const fileOf = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`);

let regular: Buffer | null = null;
let bold: Buffer | null = null;

export const fonts = () => {
  regular ??= readFileSync(fileOf('400Regular'));
  bold ??= readFileSync(fileOf('700Bold'));
  return { regular, bold };
};
