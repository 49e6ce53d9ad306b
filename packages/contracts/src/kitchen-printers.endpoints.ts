import { listOf } from './common.js';
import { kitchenPrinter, kitchenPrinterListQuery, kitchenPrinterUpdateBody } from './devices.js';
import { endpoint, onScreen } from './endpoint.js';
import { kitchenPrinterListItem } from './kitchen-print-jobs.js';
import { idParams } from './fields.js';

// Print settings of a cinema's kitchen printers (キッチンプリンター); the printers themselves are
// devices, registered and deleted on /device.
export const kitchenPrinterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/kitchenPrinter/list',
    summary:
      '劇場のキッチンプリンターと印刷設定、最終印刷日時・未印刷件数の一覧（cinemaId を省略するとセッションで選択中の劇場）',
    access: onScreen('/kitchen-printer-device'),
    query: kitchenPrinterListQuery,
    answer: listOf(kitchenPrinterListItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/kitchenPrinter/detail/:id',
    summary: 'キッチンプリンターの印刷設定（id は端末の id）',
    access: onScreen('/kitchen-printer-device'),
    params: idParams,
    answer: kitchenPrinter,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/kitchenPrinter/update',
    summary: 'キッチンプリンターの印刷設定（売店グループ・用紙幅・部数）を更新',
    access: onScreen('/kitchen-printer-device', 'update'),
    body: kitchenPrinterUpdateBody,
    answer: kitchenPrinter,
    errors: ['stale_version'],
  }),
};
