import { asc, eq } from 'drizzle-orm';
import { businessDateOf, type MenuColor, type MenuPage } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { cinemaMenuLayouts, cinemaShopItems, cinemas, shopItems } from '../db/schema/index.js';

// 劇場別の販売設定 for the demo: every cinema sells its brand's items, alcohol only at 新宿; 横浜
// sells popcorn 50 yen dearer; 池袋's hot dogs are sold out today. Each cinema has a POS menu (all
// pages) and a kiosk menu (food, drinks and sets, no alcohol).

type Item = { id: number; code: string; kind: string; category: string | null };

const colorOf = (i: Item): MenuColor =>
  i.kind === 'set'
    ? 'red'
    : i.category === 'ポップコーン'
      ? 'orange'
      : i.category === 'ドリンク'
        ? 'blue'
        : i.category === 'アルコール'
          ? 'yellow'
          : i.kind === 'concession'
            ? 'green'
            : i.kind === 'commercial'
              ? 'purple'
              : 'gray';

const page = (name: string, items: Item[]): MenuPage => ({
  name,
  buttons: items.slice(0, 60).map((i) => ({ itemId: i.id, color: colorOf(i) })),
});

function layouts(items: Item[], alcohol: boolean) {
  const food = items.filter((i) => i.kind === 'concession' && i.category !== 'ドリンク' && i.category !== 'アルコール');
  const drinks = items.filter((i) => i.category === 'ドリンク' || (alcohol && i.category === 'アルコール'));
  const sets = items.filter((i) => i.kind === 'set');
  const pos = [
    page('フード', food),
    page('ドリンク', drinks),
    page('セット', sets),
    page(
      '物販',
      items.filter((i) => i.kind === 'commercial'),
    ),
    page(
      'その他',
      items.filter((i) => i.kind === 'otherRevenue' || i.kind === 'otherGoods'),
    ),
  ];
  const kiosk = [
    page('セット', sets),
    page('フード', food),
    page(
      'ドリンク',
      drinks.filter((i) => i.category !== 'アルコール'),
    ),
  ];
  return { pos, kiosk };
}

export async function seedCinemaMenus(db: Db, now = new Date()) {
  const all = await db.select().from(cinemas).orderBy(asc(cinemas.id));
  for (const cinema of all) {
    const items = await db
      .select({ id: shopItems.id, code: shopItems.code, kind: shopItems.kind, category: shopItems.category })
      .from(shopItems)
      .where(eq(shopItems.brandId, cinema.brandId))
      .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
    const alcohol = cinema.code === '0101';
    const sold = items.filter((i) => alcohol || i.category !== 'アルコール');
    if (!sold.length) continue;
    const today = businessDateOf(now, cinema.businessDayCutoffHour);
    await db.insert(cinemaShopItems).values(
      sold.map((i) => ({
        brandId: cinema.brandId,
        cinemaId: cinema.id,
        shopItemId: i.id,
        price: cinema.code === '0103' && i.code === 'F001' ? 550 : null,
        soldOutOn: cinema.code === '0102' && i.code === 'F002' ? today : null,
      })),
    );
    const { pos, kiosk } = layouts(sold, alcohol);
    await db.insert(cinemaMenuLayouts).values([
      { brandId: cinema.brandId, cinemaId: cinema.id, deviceType: 'pos', pages: pos },
      { brandId: cinema.brandId, cinemaId: cinema.id, deviceType: 'kiosk', pages: kiosk },
    ]);
  }
}
