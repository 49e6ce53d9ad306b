import { regions, type AgeBand, type CustomerAttributes, type CustomerGender } from '@cinema/contracts';
import type { Prng } from './calibration.js';

// The customer attributes of the demo's counter sales (docs/demo-data.md, "the mix"): asked at the POS for 60 % of its
// sales and chosen at the kiosk for 30 %, never online. 居住地 mostly the cinema's own prefecture, then its region's.

export const ATTRIBUTE_SHARE = { pos: 0.6, kiosk: 0.3, online: 0 } as const;

const AGE_BANDS: [AgeBand, number][] = [
  ['10s', 12],
  ['20s', 22],
  ['30s', 20],
  ['40s', 18],
  ['50s', 13],
  ['60s', 9],
  ['70s+', 6],
];
const GENDERS: [CustomerGender, number][] = [
  ['male', 46],
  ['female', 50],
  ['other', 1],
  ['unanswered', 3],
];

/** 居住地: the cinema's prefecture ~60 %, another of its region ~30 %, anywhere ~5 %, not said ~5 %. */
function residence(rng: Prng, home: string | null): string | undefined {
  if (!home) return undefined;
  const region = regions.find((r) => (r.prefectures as readonly string[]).includes(home));
  const near = (region?.prefectures ?? []).filter((p) => p !== home);
  const where = rng.pick([
    ['home', 60],
    ['near', near.length ? 30 : 0],
    ['far', 5],
    ['none', 5],
  ] as const);
  if (where === 'home') return home;
  if (where === 'near') return near[rng.int(0, near.length - 1)];
  if (where === 'far') return String(rng.int(1, 47)).padStart(2, '0');
  return undefined;
}

/** A sale's attributes, or none (the share of its channel); drawn from its own generator so the sales stay the same. */
export function drawCustomer(
  rng: Prng,
  channel: keyof typeof ATTRIBUTE_SHARE,
  home: string | null,
): CustomerAttributes | undefined {
  if (!rng.chance(ATTRIBUTE_SHARE[channel])) return undefined;
  const prefecture = residence(rng, home);
  return {
    ...(prefecture ? { prefecture } : {}),
    ageBand: rng.pick(AGE_BANDS),
    gender: rng.pick(GENDERS),
  };
}
