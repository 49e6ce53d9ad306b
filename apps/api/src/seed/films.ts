import { and, asc, eq } from 'drizzle-orm';
import { fileUrl, type FilmFeeTerm, getOrFail, type ImageRef, weeklyFeeTerms } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { accounts, brands, cinemas, clients, files, filmFeeTerms, films } from '../db/schema/index.js';
import { newFileKey, type FileStorage } from '../platform/storage/index.js';
import { filmsByBrand, type FilmSeedRow } from './films.data.js';
import { genres, personName } from './film-genres.data.js';
import { posterPng } from './poster.js';
import { cycle } from './cycle.js';

// Demo films (作品): about 40 for シネマライン and 10 for ミライシネマ, release
// dates around today, sliding film-fee terms, a few text/undecided dates, and four films
// シネマライン新宿's staff registered that wait for head office's approval. Posters are a dozen
// generated images, reused.

const POSTERS = { CL: 12, MIRAI: 4 } as const;
type BrandCode = keyof typeof POSTERS;
/** CL rows with a text or undecided release, and the rows shinjuku registered (pending). */
const releaseTexts: Record<number, string | null> = { 29: '2027年春', 33: '2027年夏', 38: null };
const pendingRows = new Set([34, 35, 37, 39]);

const todayJst = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Sliding 歩率 from the release date; a late-show rate on some, a morning one on others. */
function feeTerms(i: number, release: string): FilmFeeTerm[] {
  const mains = [
    weeklyFeeTerms('main', release, [{ weeks: 2, rate: 60 }, { weeks: 2, rate: 55 }, { rate: 50 }]),
    weeklyFeeTerms('main', release, [{ weeks: 2, rate: 70 }, { weeks: 3, rate: 60 }, { rate: 50 }]),
    weeklyFeeTerms('main', release, [{ rate: 50 }]),
  ];
  const main = cycle(mains, i);
  const extra: FilmFeeTerm[] = [];
  if (i % 4 === 0) extra.push({ category: 'late', rate: 50, periodStart: release, periodEnd: null });
  if (i % 5 === 0) extra.push({ category: 'morning', rate: 45.5, periodStart: release, periodEnd: null });
  return [...main, ...extra];
}

async function seedPosters(
  db: Db,
  storage: FileStorage,
  brandId: number,
  createdBy: number | null,
  count: number,
  brandCode: string,
) {
  const made = Array.from({ length: count }, (_, n) => {
    const bytes = posterPng(300, 200, `${brandCode}-${n}`);
    return { key: newFileKey('png'), bytes, n };
  });
  for (const p of made) await storage.put(p.key, p.bytes, 'image/png');
  const rows = await db
    .insert(files)
    .values(
      made.map((p) => ({
        brandId,
        key: p.key,
        originalName: `demo-poster-${p.n + 1}.png`,
        contentType: 'image/png',
        size: p.bytes.length,
        width: 300,
        height: 200,
        purpose: 'filmImage' as const,
        createdBy,
      })),
    )
    .returning({ id: files.id, key: files.key });
  return rows.map((r): ImageRef => ({ fileId: r.id, url: fileUrl(r.key) }));
}

async function seedBrand(db: Db, storage: FileStorage, code: BrandCode) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, code));
  if (!brand) return;
  const people = await db
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(eq(accounts.brandId, brand.id));
  const hq = people.find((a) => a.userName === (code === 'CL' ? 'hq' : 'hq2'))?.id ?? null;
  const [shinjukuCinema] = await db.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.code, '0101'));

  // 配給会社 are the brand's 取引先 with role distributor (seed/clients.ts runs first).
  const dist = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.brandId, brand.id), eq(clients.role, 'distributor')))
    .orderBy(asc(clients.code));
  const posters = await seedPosters(db, storage, brand.id, hq, POSTERS[code], code);

  const today = todayJst();
  const rows: FilmSeedRow[] = filmsByBrand[code];
  const values = rows.map(([name, nameKana, originalName, genreKey, country, lengthMinutes, classification], i) => {
    const genre = genres[genreKey];
    const text = code === 'CL' && i in releaseTexts;
    const release = text ? null : addDays(today, -140 + i * 7 + (code === 'MIRAI' ? 3 : 0));
    const pending = code === 'CL' && pendingRows.has(i);
    const workId = `${code === 'CL' ? 'CL' : 'MR'}-26${String(i + 1).padStart(3, '0')}`;
    return {
      brandId: brand.id,
      name,
      nameKana,
      originalName,
      lengthMinutes,
      trailerMinutes: cycle([10, 12, 15], i),
      releaseDateType: text ? (releaseTexts[i] ? ('text' as const) : ('undecided' as const)) : ('date' as const),
      releaseDate: release,
      releaseText: text ? (releaseTexts[i] ?? null) : null,
      workRemarks: i % 7 === 0 ? '舞台挨拶の予定あり。詳細は配給会社から連絡があります。' : null,
      workId,
      genre: genre.label,
      country,
      director: personName(country, i * 3),
      cast: [1, 2, 3, 4].map((k) => personName(country, i * 3 + k * 5)).join('、'),
      writers: personName(country, i * 3 + 2),
      synopsisTitle: 'あらすじ',
      synopsis: `『${name}』 ${genre.synopsis}`,
      profileTitle: i % 2 === 0 ? '監督プロフィール' : null,
      profile:
        i % 2 === 0
          ? `${personName(country, i * 3)}。映像制作会社を経て監督デビュー。本作が長編${(i % 4) + 2}作目となる。`
          : null,
      slogan: genre.slogan,
      classification,
      copyright: `©2026「${name}」製作委員会`,
      distributorId: releaseTexts[i] === null && code === 'CL' ? null : cycle(dist, i).id,
      officialUrl: `https://films.example.jp/${workId.toLowerCase()}`,
      trailerUrl: i % 3 === 0 ? `https://video.example.jp/trailer/${workId.toLowerCase()}` : null,
      coverImage: cycle(posters, i),
      stillImages: i < 6 ? [cycle(posters, i + 1), cycle(posters, i + 2)] : [],
      displayOrder: i < 5 ? i + 1 : null,
      resetWeekDays: 7,
      approvalStatus: pending ? ('pending' as const) : ('approved' as const),
      approvedAt: pending ? null : new Date(),
      approvedBy: pending ? null : hq,
      createdByCinemaId: pending ? (shinjukuCinema?.id ?? null) : null,
      terms: release ? feeTerms(i, release) : [],
    };
  });
  const inserted = await db
    .insert(films)
    .values(values.map(({ terms: _terms, ...film }) => film))
    .returning({ id: films.id, workId: films.workId });
  const idOf = new Map(inserted.map((r) => [r.workId, r.id]));
  const terms = values.flatMap((v) =>
    v.terms.map((t, sortOrder) => ({ ...t, sortOrder, brandId: brand.id, filmId: getOrFail(idOf, v.workId, 'film') })),
  );
  if (terms.length) await db.insert(filmFeeTerms).values(terms);
}

export async function seedFilms(db: Db, storage: FileStorage) {
  for (const code of Object.keys(POSTERS) as BrandCode[]) await seedBrand(db, storage, code);
}
