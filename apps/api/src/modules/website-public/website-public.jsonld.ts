import { prefectures } from '@cinema/contracts';
import type { Site } from './website-public.site.js';

// Structured data (docs/website.md, "SEO"): schema.org MovieTheater for the cinema; Movie and ScreeningEvent are
// built beside the film and schedule pages. Written into the page through `jsonLd()` (no value can close the script).

const prefectureName = new Map(prefectures.map((p) => [p.code, p.name]));

export function movieTheater(site: Site) {
  const c = site.cinema;
  return {
    '@context': 'https://schema.org',
    '@type': 'MovieTheater',
    name: c.name,
    url: site.canonical,
    ...(c.phone ? { telephone: c.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'JP',
      ...(c.postalCode ? { postalCode: c.postalCode } : {}),
      ...(c.prefectureCode ? { addressRegion: prefectureName.get(c.prefectureCode) ?? '' } : {}),
      ...(c.city ? { addressLocality: c.city } : {}),
      streetAddress: [c.addressLine, c.building].filter(Boolean).join(' '),
    },
  };
}

/** 〒 and the address in one line, as the console's printed schedule writes it. */
export function addressLine(site: Site): string | null {
  const c = site.cinema;
  const place = [prefectureName.get(c.prefectureCode ?? ''), c.city, c.addressLine, c.building]
    .filter(Boolean)
    .join('');
  return place ? `${c.postalCode ? `〒${c.postalCode} ` : ''}${place}` : null;
}
