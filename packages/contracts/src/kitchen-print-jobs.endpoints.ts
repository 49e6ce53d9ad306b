import { listOf } from './common.js';
import { deviceAccess, endpoint, onScreen } from './endpoint.js';
import {
  devicePrintJobs,
  kitchenPrintJob,
  kitchenPrintJobListQuery,
  printJobParams,
  type KitchenPrintJob,
} from './kitchen-print-jobs.js';

// キッチン伝票 (docs/device-api.md, "kitchen printers"): the console's 印刷履歴 of a printer, and what a
// kitchen printer device calls with its device token.

export const kitchenPrintJobEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/kitchenPrintJob/list',
    summary: 'キッチンプリンターの印刷履歴（状態・種別・期間で絞り込み、新しい順）',
    access: onScreen('/kitchen-printer-device/print-jobs/:id'),
    query: kitchenPrintJobListQuery,
    answer: listOf(kitchenPrintJob),
  }),
};

const exampleJob: KitchenPrintJob = {
  id: 5012,
  deviceId: 31,
  kind: 'order',
  status: 'pending',
  transactionId: '01a212a1-7970-7e69-a59b-23550d3bd8d5',
  transactionNo: '10000123',
  channel: 'pos',
  sourceName: '売店 POS 1',
  orderedAt: '2026-11-25T10:31:05.000Z',
  printedAt: null,
  items: [
    { name: 'ポップコーン', quantity: 2, options: [{ group: 'サイズ', choice: 'L' }], contents: [], eatIn: false },
    {
      name: 'ペアセット',
      quantity: 1,
      options: [],
      contents: [
        { name: 'ポップコーン', quantity: 1, options: ['L'] },
        { name: 'コーラ', quantity: 2, options: ['M'] },
      ],
      eatIn: true,
    },
  ],
};

export const devicePrintJobEndpoints = {
  printJobs: endpoint({
    method: 'GET',
    path: '/api/device/print-jobs',
    summary: 'キッチンプリンターの未印刷の印刷ジョブ（古い順、最大100件）と印刷設定',
    description: [
      'キッチンプリンターの端末だけが呼べます（他の種別は 403 no_permission）。売店商品を含む販売が記録されると、その販売と同じトランザクションで、販売の明細のうちプリンターの売店グループに当たるものを載せた印刷ジョブ（注文）が作られます。オンライン販売は決済が完了したときに作られます。',
      '- 数秒ごとに呼び、`jobs` を古い順に `copies` 部ずつ `paperWidth` の用紙に印刷し、1件ごとに `POST /api/device/print-jobs/{id}/ack` で印刷済みを知らせます。知らせるまで同じジョブが返ります。',
      '- 未印刷のうちに販売が取り消されたジョブは返らなくなります（取消）。印刷済みの注文が取り消されると、種別 `cancel`（取消伝票）のジョブが作られます。',
    ].join('\n'),
    access: deviceAccess,
    answer: devicePrintJobs,
    examples: { answer: { paperWidth: '80', copies: 1, jobs: [exampleJob] } },
  }),
  ack: endpoint({
    method: 'POST',
    path: '/api/device/print-jobs/:id/ack',
    summary: '印刷ジョブを印刷済みにする（同じジョブを何度送っても同じ結果）',
    description:
      '印刷済みにした印刷ジョブを返します。すでに印刷済みなら何も変えずに同じ内容を返します（通信が切れたときは同じ呼び出しを再送します）。別のプリンターのジョブは 404 not_found です。印刷中に販売が取り消されていた注文は印刷済みになり、取消伝票のジョブが作られます（次の GET で返ります）。',
    access: deviceAccess,
    params: printJobParams,
    answer: kitchenPrintJob,
    examples: { answer: { ...exampleJob, status: 'printed', printedAt: '2026-11-25T10:31:09.000Z' } },
  }),
};
