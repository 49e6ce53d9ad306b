// Colour contrast for the website's theme (docs/website.md, "colours"): WCAG 2.x relative luminance and contrast ratio.
// A theme is refused when body text on the background, or white text on the main colour, is below AA for normal text.

export const MIN_CONTRAST = 4.5;

export const isHexColor = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v);

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21. Not a colour: 1. */
export function contrastRatio(a: string, b: string): number {
  if (!isHexColor(a) || !isHexColor(b)) return 1;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
