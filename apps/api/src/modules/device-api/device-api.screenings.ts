import { readAll } from '../../db/reads.js';
import {
  businessDateOf,
  priceFor,
  seatKey,
  seatLabel,
  seatTypes,
  type DevicePrice,
  type DeviceScreening,
  type DeviceSeatMap,
  type PaymentChannel,
  type PriceTemplateTicket,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { DevicePrincipal } from '../../platform/device-principal.js';
import { found } from '../../platform/errors.js';
import { dayKindOf } from '../../platform/holidays.js';
import { ticketsOf } from '../price-templates/index.js';
import { sellableScreenings, takenSeatCounts, takenSeats } from '../sales/index.js';
import { scaleLabel } from '../schedules/index.js';
import { deviceCinema, sellableScreeningPlan } from './device-api.repository.js';

// What a POS or kiosk sells on a business day: only published screenings (drafts never reach a
// device), each priced with the one price function for the device's channel.

type Row = Awaited<ReturnType<typeof sellableScreenings>>[number];

const channelOpen = (r: Row, channel: PaymentChannel) =>
  channel === 'pos' ? r.posSales : channel === 'kiosk' ? r.kioskSales : r.onlineSales;

/** 販売中, the channel switched on, after the sales start and before the sales end (else the screening's end). */
function onSaleNow(r: Row, channel: PaymentChannel, now: Date) {
  if (r.status !== 'onSale' || !channelOpen(r, channel)) return false;
  if (r.salesStartAt && r.salesStartAt > now) return false;
  return now < (r.salesEndAt ?? r.endAt);
}

function pricesOf(r: Row, tickets: readonly PriceTemplateTicket[], channel: PaymentChannel): DevicePrice[] {
  const counts = r.seatCounts as Record<string, number>;
  const present = seatTypes.filter((t) => t !== 'closed' && (counts[t] ?? 0) > 0);
  const screening = {
    category: r.category,
    businessDate: r.businessDate,
    startScaleTime: scaleLabel(r.startAt, r.businessDate),
    // 祝日: a discount rule may treat it as a Sunday.
    dayKind: dayKindOf(r.businessDate),
  };
  return tickets
    .filter((t) => t.devices.includes(channel))
    .flatMap((ticket) =>
      present.flatMap((seatType) => {
        const quote = priceFor({
          ticket,
          seatType,
          screening,
          formatSurcharge: { name: r.formatName, surcharge: r.formatSurcharge },
          languageSurcharge: { name: r.languageName, surcharge: r.languageSurcharge },
        });
        if (!quote.sellable) return [];
        return [
          {
            ticketId: ticket.id,
            ticketKind: ticket.kind,
            name: ticket.name,
            seatType,
            persons: quote.persons,
            base: quote.base,
            surcharges: quote.surcharges,
            total: quote.total,
            alertMessage: quote.alertMessage,
          },
        ];
      }),
    );
}

export async function deviceScreenings(
  db: Db,
  device: DevicePrincipal,
  channel: PaymentChannel,
  businessDate: string | undefined,
  now = new Date(),
): Promise<DeviceScreening[]> {
  const cinema = found(await deviceCinema(db, device.cinemaId));
  const date = businessDate ?? businessDateOf(now, cinema.businessDayCutoffHour);
  const rows = await sellableScreenings(db, device.cinemaId, date);
  const taken = await takenSeatCounts(
    db,
    rows.map((r) => r.id),
    now,
  );
  const templateIds = [...new Set(rows.flatMap((r) => (r.priceTemplateId ? [r.priceTemplateId] : [])))];
  const tickets = new Map(
    await readAll(db, ...templateIds.map((id) => async () => [id, await ticketsOf(db, id)] as const)),
  );
  return rows.map((r) => {
    const total = (r.seatCounts as { sellable: number }).sellable;
    return {
      id: r.id,
      businessDate: r.businessDate,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      startTime: scaleLabel(r.startAt, r.businessDate),
      endTime: scaleLabel(r.endAt, r.businessDate),
      film: { id: r.filmId, name: r.filmName, classification: r.classification, lengthMinutes: r.lengthMinutes },
      screen: { id: r.houseId, name: r.screenName },
      formatName: r.formatName,
      languageName: r.languageName,
      status: r.status,
      onSale: onSaleNow(r, channel, now),
      seats: { total, remaining: Math.max(0, total - (taken.get(r.id) ?? 0)) },
      prices: r.priceTemplateId ? pricesOf(r, tickets.get(r.priceTemplateId) ?? [], channel) : [],
    };
  });
}

/** The seat map of a published screening of the device's cinema, each seat with its state. */
export async function deviceSeatMap(
  db: Db,
  device: DevicePrincipal,
  screeningId: number,
  now = new Date(),
): Promise<DeviceSeatMap> {
  const { id, seatPlan: plan } = found(await sellableScreeningPlan(db, device.cinemaId, screeningId));
  const taken = new Map((await takenSeats(db, id, now)).map((s) => [s.seatKey, s.status]));
  const seats = plan.cells.flatMap((cell, i) => {
    if (!cell) return [];
    const row = Math.floor(i / plan.cols);
    const key = seatKey(plan.rowLabels[row] ?? '', cell.number);
    const state: DeviceSeatMap['seats'][number]['state'] =
      cell.type === 'closed' ? 'closed' : (taken.get(key) ?? 'free');
    return [{ key, row, col: i % plan.cols, label: seatLabel(plan, row, cell), type: cell.type, state }];
  });
  return { screeningId: id, rows: plan.rows, cols: plan.cols, rowLabels: plan.rowLabels, seats };
}
