import { z } from 'zod';
import { dateField } from './dates.js';
import { labelList } from './device-document-fields.js';
import { ticketKind } from './price-templates.js';
import { screeningStatus } from './schedules.js';
import { seatTypeLabels, seatTypes } from './seat-plan.js';

// What a POS or kiosk sells today (docs/device-api.md): screenings with their prices and the seat map.

const seatTypeList = seatTypes.map((t) => `${t}（${seatTypeLabels[t]}）`).join('、');
const scaleTime = (what: string) =>
  z.string().describe(`${what}（営業日の36時間表記 HH:mm。切替時刻を過ぎた深夜は24時以降で、翌1:30 は 25:30）`);

const priceLine = z
  .object({
    label: z.string().describe('追加料金の名前（上映方式・言語・座席など）'),
    yen: z.number().int().describe('金額（税込、円）'),
  })
  .describe('追加料金');

/** One 券種 on one seat type, priced with the one price function for this screening. */
export const devicePrice = z
  .object({
    ticketId: z.number().int().describe('券種ID（販売の明細の ticketId に送る値）'),
    ticketKind: z.string().describe(`券種の区分: ${labelList(ticketKind)}`),
    name: z.string().describe('券種名（画面・レシートに表示）'),
    seatType: z.string().describe(`この価格の座席種別: ${seatTypeList}`),
    /** People one unit seats: 2 for a pair ticket. */
    persons: z.number().int().describe('1枚で座る人数（ペアシートは2）'),
    base: z.number().int().describe('基本料金（税込、円）'),
    surcharges: z.array(priceLine).describe('追加料金（なければ空）'),
    /** What the customer pays, tax included. */
    total: z
      .number()
      .int()
      .describe('お客様が払う価格（税込、円 = 基本料金 + 追加料金）。販売の明細の unitPrice にこの値を送ります。'),
    alertMessage: z.string().nullable().describe('販売時に示す注意（年齢確認など）。なければ null。'),
  })
  .describe('券種・座席種別ごとの価格');
export type DevicePrice = z.infer<typeof devicePrice>;

export const deviceScreening = z.object({
  id: z.number().int().describe('上映回ID（販売の明細の screeningId に送る値）'),
  businessDate: z.string().describe('上映回の営業日（YYYY-MM-DD）。切替時刻より前の深夜の上映は前日の営業日です。'),
  startAt: z.string().describe('上映開始日時（ISO 8601、UTC）'),
  endAt: z.string().describe('上映終了日時（ISO 8601、UTC）'),
  /** On the 36-hour scale: '25:30' for 01:30 the next morning. */
  startTime: scaleTime('上映開始時刻'),
  endTime: scaleTime('上映終了時刻'),
  film: z
    .object({
      id: z.number().int().describe('作品ID'),
      name: z.string().describe('作品名'),
      classification: z.string().nullable().describe('映倫区分（G、PG12、R15+、R18+）。未設定は null。'),
      lengthMinutes: z.number().int().nullable().describe('上映時間（分）。未設定は null。'),
    })
    .describe('作品'),
  screen: z
    .object({ id: z.number().int().describe('スクリーンID'), name: z.string().describe('スクリーン名') })
    .describe('スクリーン'),
  formatName: z.string().describe('上映方式（2D、IMAX など）'),
  languageName: z.string().describe('字幕・吹替（字幕版、吹替版など）'),
  status: z.string().describe(`上映回の状態: ${labelList(screeningStatus)}（中止の上映回は返しません）`),
  /** This device's channel may sell it now: 販売中, the channel switched on, inside the sales window. */
  onSale: z
    .boolean()
    .describe(
      'この端末のチャネルで今販売できるか: 状態が販売中で、劇場がこの上映回のチャネル（POS・自動券売機・オンライン）の販売を有効にしていて、現在が販売期間内（販売開始日時から、販売終了日時まで。販売終了の指定がなければ上映終了まで）。false の上映回の販売は 409 conflict です（判定は書類の occurredAt）。',
    ),
  seats: z
    .object({
      total: z.number().int().describe('販売できる座席の数（販売停止席を除く）'),
      remaining: z.number().int().describe('残席（販売済み・期限内の仮押さえを除いた数）'),
    })
    .describe('座席数'),
  /** Prices for this device's channel; empty when the screening has no price template. */
  prices: z
    .array(devicePrice)
    .describe('この端末のチャネルで販売する券種の価格（座席種別ごと）。料金テンプレートのない上映回は空。'),
});
export type DeviceScreening = z.infer<typeof deviceScreening>;

export const deviceScreeningsQuery = z.object({
  /** The business day (YYYY-MM-DD); the cinema's running business day when absent. */
  businessDate: dateField('営業日')
    .optional()
    .describe('営業日（YYYY-MM-DD）。省略すると劇場の現在の営業日（切替時刻で決まる）。'),
});

export const deviceSeat = z
  .object({
    key: z.string().describe('座席キー（例: D-10）。販売・発券の seatKey に送る値'),
    row: z.number().int().describe('座席表の行（0から、上から順）'),
    col: z.number().int().describe('座席表の列（0から、左から順）'),
    label: z.string().describe('座席番号の表示（例: D10）'),
    type: z.string().describe(`座席種別: ${seatTypeList}`),
    state: z
      .enum(['free', 'held', 'sold', 'closed'])
      .describe('状態: free（空席）、held（オンラインの仮押さえ中）、sold（販売済み）、closed（販売停止席）'),
  })
  .describe('座席');
export const deviceSeatMap = z.object({
  screeningId: z.number().int().describe('上映回ID'),
  rows: z.number().int().describe('座席表の行数'),
  cols: z.number().int().describe('座席表の列数'),
  rowLabels: z.array(z.string()).describe('行ごとの列名（A, B …。通路の行は空文字）'),
  seats: z.array(deviceSeat).describe('座席（通路など座席のないマスは含みません）'),
});
export type DeviceSeatMap = z.infer<typeof deviceSeatMap>;
