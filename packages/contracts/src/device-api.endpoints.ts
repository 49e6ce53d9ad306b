import { z } from 'zod';
import { deviceAccess, endpoint, publicAccess } from './endpoint.js';
import {
  deviceMenu,
  devicePaymentMethod,
  deviceScreening,
  deviceScreeningsQuery,
  deviceSeatMap,
  deviceToken,
  deviceTokenBody,
} from './device-api.js';
import { idParams } from './fields.js';

// What a POS vendor integrates against (docs/device-api.md); /api/docs shows these with their examples.
export const deviceApiEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/api/device/token',
    summary: '端末トークンを発行（端末コードと登録キーを交換。有効期限は約12時間）',
    description:
      '登録済みで有効な端末の端末コードと登録キーから、端末トークンを発行します。以降の /api/device/* の呼び出しは `Authorization: Bearer <token>` で行います。登録キーを再発行するか端末を無効にすると、発行済みのトークンはその時点で使えなくなります。\n\n端末コードごとに1分あたり10回までです。超えると 429 `too_many_requests`（`message` に待ち時間の案内）を返します。同じ事業所の他の端末には影響しません。',
    access: publicAccess,
    body: deviceTokenBody,
    answer: deviceToken,
    errors: ['auth_invalid', 'too_many_requests'],
    examples: {
      body: { deviceCode: 'POS01', secret: 'ABCDE-FGHJK-MNPQR-STUVW-XYZ23-45678' },
      answer: {
        token: 'dv1.12.1790845920000.1795608000.Qm9zT1Rva2VuU2lnbmF0dXJlX0V4YW1wbGVfMDEyMzQ',
        expiresAt: '2026-11-25T12:00:00.000Z',
        device: { id: 12, code: 'POS01', name: 'チケットレジ1', type: 'pos' },
        cinema: { id: 3, name: 'シネマ新宿', businessDayCutoffHour: 29 },
      },
    },
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/device/payment-methods',
    summary: 'この端末の販売チャネルで劇場が受け付ける決済方法（表示順）',
    description:
      'POS端末はPOS、自動券売機は自動券売機のチャネルで、劇場が有効にしている有効な決済方法を返します。販売しない端末（キッチンプリンター、サイネージ）は no_permission です。',
    access: deviceAccess,
    answer: z.array(devicePaymentMethod),
    examples: {
      answer: [
        { id: 1, code: 'CASH', name: '現金', kind: 'cash', givesChange: true },
        { id: 2, code: 'CREDIT', name: 'クレジットカード', kind: 'credit', givesChange: false },
      ],
    },
  }),
  screenings: endpoint({
    method: 'GET',
    path: '/api/device/screenings',
    summary: 'この端末の劇場で販売する上映回（公開済みのみ）と、券種・座席種別ごとの価格、残席',
    description:
      '公開済みで中止でない上映回を開始時刻順に返します（下書きは含みません）。`onSale` はこの端末のチャネルで今販売できるか（販売中、チャネル有効、販売期間内）。価格は料金テンプレートの券種のうちこの端末で販売するものを、スクリーンにある座席種別ごとに価格計算したもの（税込、円）。`businessDate` を省略すると劇場の現在の営業日です。',
    access: deviceAccess,
    query: deviceScreeningsQuery,
    answer: z.array(deviceScreening),
    examples: {
      answer: [
        {
          id: 812,
          businessDate: '2026-11-25',
          startAt: '2026-11-25T16:20:00.000Z',
          endAt: '2026-11-25T18:28:00.000Z',
          startTime: '25:20',
          endTime: '27:28',
          film: { id: 41, name: '風の向こうの街', classification: 'G', lengthMinutes: 118 },
          screen: { id: 5, name: 'スクリーン5' },
          formatName: '2D',
          languageName: '字幕版',
          status: 'onSale',
          onSale: true,
          seats: { total: 180, remaining: 163 },
          prices: [
            {
              ticketId: 1,
              ticketKind: 'general',
              name: '一般',
              seatType: 'general',
              persons: 1,
              base: 2000,
              surcharges: [],
              total: 2000,
              alertMessage: null,
            },
            {
              ticketId: 2,
              ticketKind: 'university',
              name: '大学生',
              seatType: 'general',
              persons: 1,
              base: 1500,
              surcharges: [],
              total: 1500,
              alertMessage: '学生証をご提示ください',
            },
          ],
        },
      ],
    },
  }),
  seats: endpoint({
    method: 'GET',
    path: '/api/device/screenings/:id/seats',
    summary: '上映回の座席表と各席の状態（空席・仮押さえ・販売済み・販売停止）',
    description:
      '座席は `key`（例: D-10）で指定します。仮押さえ（held）は期限内のオンライン予約、期限切れの仮押さえは空席として返します。この端末の劇場の公開済み上映回のみ。',
    access: deviceAccess,
    params: z.object({ id: idParams.shape.id.describe('上映回ID（GET /api/device/screenings の id）') }),
    answer: deviceSeatMap,
    examples: {
      answer: {
        screeningId: 812,
        rows: 2,
        cols: 3,
        rowLabels: ['A', 'B'],
        seats: [
          { key: 'A-1', row: 0, col: 0, label: 'A1', type: 'general', state: 'free' },
          { key: 'A-2', row: 0, col: 1, label: 'A2', type: 'general', state: 'sold' },
        ],
      },
    },
  }),
  items: endpoint({
    method: 'GET',
    path: '/api/device/items',
    summary: 'この端末の劇場で今販売する売店商品（オプション・セット内容・価格・本日売り切れ）とメニュー配置',
    description:
      '劇場で「販売する」に設定され、商品マスタの状態が販売中で、販売期間（劇場の設定、なければ商品マスタ）が劇場の現在の営業日を含む商品を表示順に返します。`price` は劇場の価格（なければ商品マスタの価格、税表示 `taxDisplay` に従う円）。オプションの選択肢は `priceDelta` を加算します。`soldOut` は本日売り切れ（営業日が変わると解除）。セットは、固定の内容のどれか、または選択グループの選択肢がすべて売り切れのときも売り切れです（セット内容の `soldOut` は各商品の本日売り切れ）。フード・ドリンクは `eatInTaxRate`（ロビーでの店内飲食）を持ち、どちらの税率かは販売時に決めます。`layout` はこの端末の種別（POS・キオスク）のメニュー配置で、販売しない商品のボタンは含みません。販売しない端末（キッチンプリンター、サイネージ）は no_permission です。',
    access: deviceAccess,
    answer: deviceMenu,
    examples: {
      answer: {
        businessDate: '2026-11-25',
        items: [
          {
            id: 101,
            kind: 'concession',
            code: 'P001',
            janCode: null,
            name: 'ポップコーン',
            nameKana: 'ポップコーン',
            shopGroup: 'food',
            category: 'ポップコーン',
            imageUrl: '/api/file/image/55',
            recommended: true,
            price: 450,
            taxRate: 0.08,
            eatInTaxRate: 0.1,
            taxDisplay: 'inclusive',
            soldOut: false,
            options: [
              {
                name: 'フレーバー',
                required: true,
                multiple: false,
                choices: [
                  { name: '塩', priceDelta: 0 },
                  { name: 'キャラメル', priceDelta: 50 },
                ],
              },
              {
                name: 'サイズ',
                required: true,
                multiple: false,
                choices: [
                  { name: 'S', priceDelta: 0 },
                  { name: 'M', priceDelta: 100 },
                  { name: 'L', priceDelta: 200 },
                ],
              },
            ],
            components: [],
          },
          {
            id: 140,
            kind: 'set',
            code: 'S001',
            janCode: null,
            name: 'ペアセット',
            nameKana: 'ペアセット',
            shopGroup: 'food',
            category: 'セット',
            imageUrl: null,
            recommended: false,
            price: 1500,
            taxRate: 0.08,
            eatInTaxRate: 0.1,
            taxDisplay: 'inclusive',
            soldOut: false,
            options: [],
            components: [
              { itemId: 101, name: 'ポップコーン', quantity: 1, choiceGroup: null, optionChoice: 'L', soldOut: false },
              {
                itemId: 110,
                name: 'コーラ',
                quantity: 2,
                choiceGroup: 'ドリンクM お好きなもの',
                optionChoice: 'M',
                soldOut: false,
              },
              {
                itemId: 111,
                name: 'ウーロン茶',
                quantity: 2,
                choiceGroup: 'ドリンクM お好きなもの',
                optionChoice: 'M',
                soldOut: true,
              },
            ],
          },
        ],
        layout: {
          version: 3,
          pages: [
            {
              name: 'フード',
              buttons: [
                { itemId: 101, color: 'orange', colorHex: '#fb8c00' },
                { itemId: 140, color: 'red', colorHex: '#e53935' },
              ],
            },
          ],
        },
      },
    },
  }),
};
