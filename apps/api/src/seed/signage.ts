import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SignageSlide } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  devices,
  films,
  houses,
  signageDisplays,
  signageGroups,
  signageMessages,
  signagePlaylists,
  signageSettings,
} from '../db/schema/index.js';

// Demo サイネージ・表示 for every cinema with a signage device (docs/signage.md): a group ロビー with the lobby
// device, the cinema's playlist (the board, two films' posters and times, a poster picture), a welcome ticker,
// the lobby board showing tomorrow from 20:00. The demo has one signage device per cinema, so it shows each use:
// 新宿's is bound to the door layout of スクリーン1, 池袋's to the counter layout (a bound display shows its layout,
// not a playlist), and the third cinema's plays the lobby playlist.

const slide = (s: Partial<SignageSlide> & Pick<SignageSlide, 'kind' | 'durationSeconds'>): SignageSlide => ({
  imageUrl: null,
  videoUrl: null,
  filmId: null,
  startDate: null,
  endDate: null,
  startTime: null,
  endTime: null,
  ...s,
});

export async function seedSignage(db: Db, now = new Date()) {
  const lobby = await db
    .select({ id: devices.id, brandId: devices.brandId, cinemaId: devices.cinemaId })
    .from(devices)
    .where(and(eq(devices.type, 'signage'), eq(devices.code, 'SIG01')))
    .orderBy(asc(devices.cinemaId));
  for (const [i, d] of lobby.entries()) {
    const owner = { brandId: d.brandId, cinemaId: d.cinemaId };
    const posters = await db
      .select({ id: films.id, cover: films.coverImage })
      .from(films)
      .where(and(eq(films.brandId, d.brandId), isNotNull(films.coverImage)))
      .orderBy(asc(films.displayOrder), asc(films.id))
      .limit(2);
    const [group] = await db
      .insert(signageGroups)
      .values({ ...owner, name: 'ロビー', deviceIds: [d.id] })
      .returning({ id: signageGroups.id });
    const slides = [
      slide({ kind: 'board', durationSeconds: 15 }),
      ...posters.map((f) => slide({ kind: 'film', filmId: f.id, durationSeconds: 10 })),
      ...posters
        .slice(0, 1)
        .flatMap((f) => (f.cover ? [slide({ kind: 'image', imageUrl: f.cover.url, durationSeconds: 8 })] : [])),
    ];
    await db.insert(signagePlaylists).values([
      { ...owner, name: 'ロビー（標準）', slides },
      // 夜の回: only the board, 20:00–25:00 (crossing midnight), for the lobby group.
      {
        ...owner,
        name: 'ロビー（夜間）',
        groupId: group?.id ?? null,
        slides: [slide({ kind: 'board', durationSeconds: 20, startTime: '20:00', endTime: '01:00' })],
        active: false,
      },
    ]);
    await db.insert(signageMessages).values({
      ...owner,
      kind: 'notice',
      style: 'ticker',
      text: '本日もご来場ありがとうございます。上映中の携帯電話のご使用はご遠慮ください。',
      startAt: new Date(now.getTime() - 3_600_000),
    });
    await db.insert(signageSettings).values({ ...owner, tomorrowFrom: '20:00' });
    if (i % 3 === 1) await db.insert(signageDisplays).values({ ...owner, deviceId: d.id, layout: 'counter' });
    if (i % 3 === 0) {
      const [screen] = await db
        .select({ id: houses.id })
        .from(houses)
        .where(eq(houses.cinemaId, d.cinemaId))
        .orderBy(asc(houses.sortOrder))
        .limit(1);
      const message = 'スクリーン内での撮影・録音は禁止されています';
      if (screen)
        await db
          .insert(signageDisplays)
          .values({ ...owner, deviceId: d.id, layout: 'door', houseId: screen.id, message });
    }
  }
}
