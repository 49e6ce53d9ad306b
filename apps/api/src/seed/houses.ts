import {
  countSeats,
  defaultRowLabel,
  fail,
  getOrFail,
  renumber,
  type Seat,
  type SeatPlan,
  type SeatType,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { houseFormats, houses, versions } from '../db/schema/index.js';

// Demo screens with realistic seat plans, and each cinema's versions (formats, languages, sound,
// extras). Two bulk inserts per cinema: every API test file seeds, so this must stay fast.

type VersionSeed = { kind: 'language' | 'format' | 'sound' | 'extra'; code: string; name: string; surcharge: number };

const versionSeeds: VersionSeed[] = [
  { kind: 'language', code: 'NONE', name: '字幕なし（日本語）', surcharge: 0 },
  { kind: 'language', code: 'SUBTITLE', name: '字幕版', surcharge: 0 },
  { kind: 'language', code: 'DUB', name: '吹替版', surcharge: 0 },
  { kind: 'format', code: '2D', name: '2D', surcharge: 0 },
  { kind: 'format', code: '3D', name: '3D', surcharge: 400 },
  { kind: 'format', code: 'IMAX', name: 'IMAX', surcharge: 500 },
  { kind: 'format', code: '4DX', name: '4DX', surcharge: 1000 },
  // Dolby Atmos once, as a 上映方式 of the screens built for it: a sound row too would let a price take it twice.
  { kind: 'format', code: 'ATMOS', name: 'Dolby Atmos（ドルビーアトモス）', surcharge: 200 },
  { kind: 'extra', code: 'GLASSES', name: '3Dメガネ', surcharge: 100 },
];

/** Seat blocks across a row, split by centre aisles, and whether a cross aisle is added. */
function layout(target: number) {
  const perRow = Math.max(8, Math.round(Math.sqrt(target * 1.8) / 2) * 2);
  const rows = Math.ceil(target / perRow);
  if (target >= 300) return { rows, blocks: [4, perRow - 8, 4], crossAisleAfter: Math.floor(rows * 0.35) };
  if (target >= 150) return { rows, blocks: [3, perRow - 6, 3], crossAisleAfter: null };
  return { rows, blocks: [perRow / 2, perRow / 2], crossAisleAfter: null };
}

/**
 * A plan of about `target` seats: rows A… front to back, centre aisles between blocks; the large
 * screen (300 seats and more) has a cross aisle, wheelchair spaces at the aisle ends of the front
 * row, premium seats in the middle rows, pair seats across the back row and two closed seats
 * (the equipment positions behind the cross aisle). Smaller screens have two wheelchair spaces at
 * the back, aisle side.
 */
export function demoSeatPlan(target: number): SeatPlan {
  const { rows: seatRows, blocks, crossAisleAfter } = layout(target);
  const large = crossAisleAfter !== null;
  const cols = blocks.reduce((a, b) => a + b, 0) + blocks.length - 1;
  // Column index → which block it sits in (-1 for an aisle column).
  const blockOf: number[] = [];
  blocks.forEach((w, b) => {
    if (b > 0) blockOf.push(-1);
    for (let k = 0; k < w; k++) blockOf.push(b);
  });
  const aisleSide = (c: number) => blockOf[c - 1] === -1 || blockOf[c + 1] === -1;
  const centre = large ? 1 : -1;

  const rowLabels: string[] = [];
  const cells: (Seat | null)[] = [];
  let seatRow = 0;
  const gridRows = seatRows + (large ? 1 : 0);
  for (let r = 0; r < gridRows; r++) {
    if (large && r === crossAisleAfter + 1) {
      rowLabels.push('');
      for (let c = 0; c < cols; c++) cells.push(null);
      continue;
    }
    const front = seatRow === 0;
    const back = seatRow === seatRows - 1;
    const premium = large && seatRow >= Math.floor(seatRows * 0.5) && seatRow < Math.floor(seatRows * 0.5) + 3;
    rowLabels.push(defaultRowLabel(seatRow));
    for (const [c, b] of blockOf.entries()) {
      if (b === -1) {
        cells.push(null);
        continue;
      }
      let type: SeatType = 'general';
      if (large && front && aisleSide(c)) type = 'wheelchair';
      else if (!large && back && aisleSide(c)) type = 'wheelchair';
      else if (large && back && b === centre) type = 'pair';
      else if (premium && b === centre) type = 'vip';
      else if (large && seatRow === crossAisleAfter + 1 && b === centre && aisleSide(c)) type = 'closed';
      cells.push({ type, number: '' });
    }
    seatRow++;
  }
  return renumber({ rows: gridRows, cols, rowLabels, numbering: 'ltr', cells });
}

/** Which format codes a screen can show, by its place in the cinema (the largest first). */
const formatCodesFor = (n: number, count: number) => {
  if (n === 0) return ['2D', '3D', 'IMAX', 'ATMOS'];
  if (n === 1 && count >= 5) return ['2D', '4DX'];
  if (n === 1) return ['2D', '3D', 'ATMOS'];
  if (n === 2) return ['2D', '3D'];
  return ['2D'];
};

/** One cinema's versions and screens (`screens`: the target seat counts, largest first). */
export async function seedHouses(db: Db, brandId: number, cinemaId: number, screens: number[]) {
  const rows = await db
    .insert(versions)
    .values(versionSeeds.map((v, i) => ({ ...v, brandId, cinemaId, sortOrder: i + 1 })))
    .returning({ id: versions.id, kind: versions.kind, code: versions.code });
  const formatId = new Map(rows.filter((r) => r.kind === 'format').map((r) => [r.code, r.id]));
  const made = await db
    .insert(houses)
    .values(
      screens.map((target, n) => {
        const seatPlan = demoSeatPlan(target);
        const seatCounts = countSeats(seatPlan);
        return {
          brandId,
          cinemaId,
          code: String(n + 1).padStart(2, '0'),
          name: `スクリーン${n + 1}`,
          sortOrder: n + 1,
          seatPlan,
          seatCounts,
          seatCount: seatCounts.sellable,
        };
      }),
    )
    .returning({ id: houses.id, sortOrder: houses.sortOrder });
  await db.insert(houseFormats).values(
    made.flatMap((h) =>
      formatCodesFor((h.sortOrder ?? fail('a demo screen has a sort order')) - 1, screens.length).map((code) => ({
        houseId: h.id,
        formatId: getOrFail(formatId, code, 'format'),
      })),
    ),
  );
}
