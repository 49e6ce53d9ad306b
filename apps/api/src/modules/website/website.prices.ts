import { and, asc, eq } from 'drizzle-orm';
import type { PriceRow, PriceTemplateTicket } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { priceTemplates } from '../../db/schema/index.js';
import { found } from '../../platform/errors.js';
import { ticketsOf } from '../price-templates/index.js';

// 料金表's suggestion (docs/website.md, "料金表"): the rows a price template gives today, one per 券種 with the days and
// hours it is sold; the editor offers them when they differ from what the page says.

const DAYS = ['日', '月', '火', '水', '木', '金', '土'];

function noteOf(t: PriceTemplateTicket): string | null {
  const parts: string[] = [];
  if (t.weekdays.length && t.weekdays.length < 7) parts.push(t.weekdays.map((d) => DAYS[d] ?? '').join('・'));
  if (t.salesStartTime || t.salesEndTime) parts.push(`${t.salesStartTime ?? ''}〜${t.salesEndTime ?? ''}`);
  return parts.length ? parts.join(' ') : null;
}

export const rowsOfTickets = (tickets: PriceTemplateTicket[]): PriceRow[] =>
  tickets.map((t) => ({ label: t.name, price: t.price, note: noteOf(t) }));

export async function templatesOf(db: Db, cinemaId: number) {
  return db
    .select({ id: priceTemplates.id, name: priceTemplates.name })
    .from(priceTemplates)
    .where(eq(priceTemplates.cinemaId, cinemaId))
    .orderBy(asc(priceTemplates.name));
}

export async function priceSuggestionOf(db: Db, cinemaId: number, templateId: number) {
  const [template] = await db
    .select({ id: priceTemplates.id, name: priceTemplates.name })
    .from(priceTemplates)
    .where(and(eq(priceTemplates.id, templateId), eq(priceTemplates.cinemaId, cinemaId)));
  const t = found(template, '料金テンプレートが見つかりません');
  return { templateId: t.id, templateName: t.name, rows: rowsOfTickets(await ticketsOf(db, t.id)) };
}
