import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  kitchenPrinterEndpoints,
  kitchenPrintJobEndpoints,
  type KitchenPrinter,
  type KitchenPrintJob,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import PrintJobPage from './print-job-page.js';

// 印刷履歴 of one kitchen printer: cinema staff read what it was given, printed or had cancelled.

const printer: Partial<KitchenPrinter> = {
  deviceId: 31,
  cinemaId: 10,
  code: 'KP01',
  name: 'キッチンプリンター（フード）',
};
const job = (over: Partial<KitchenPrintJob>): KitchenPrintJob => ({
  id: 1,
  deviceId: 31,
  kind: 'order',
  status: 'printed',
  transactionId: '01a212a1-7970-7e69-a59b-23550d3bd8d5',
  transactionNo: '10000123',
  channel: 'pos',
  sourceName: '売店 POS 1',
  orderedAt: '2026-11-25T10:31:05.000Z',
  printedAt: '2026-11-25T10:33:00.000Z',
  items: [
    { name: 'ポップコーン', quantity: 2, options: [{ group: 'サイズ', choice: 'L' }], contents: [], eatIn: false },
  ],
  ...over,
});
const queries: URLSearchParams[] = [];
stubEndpoints([
  on(kitchenPrinterEndpoints.detail, ({ params }) => (params.id === '31' ? printer : undefined)),
  on(kitchenPrintJobEndpoints.list, (r) => {
    queries.push(r.query);
    const list = [
      job({ id: 3, transactionNo: '10000125', status: 'pending', printedAt: null }),
      job({
        id: 2,
        transactionNo: '10000124',
        status: 'cancelled',
        printedAt: null,
        items: [
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
      }),
      job({}),
    ].filter((j) => !r.query.get('status') || j.status === r.query.get('status'));
    return { list, total: list.length, page: 0, pageSize: 20 };
  }),
]);

beforeEach(() => signIn(testSession('staff', { permissionMap: { settings: ['view', 'export'] } })));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const renderPage = () =>
  renderWithProviders(<PrintJobPage />, {
    path: '/kitchen-printer-device/print-jobs/31',
    route: '/kitchen-printer-device/print-jobs/:id',
  });

describe('印刷履歴', () => {
  it('lists the printer’s slips: 日時, 伝票番号, 内容, 状態 and 印刷日時', async () => {
    renderPage();
    expect(await screen.findByText('印刷履歴：キッチンプリンター（フード）')).toBeTruthy();
    for (const title of ['日時', '伝票番号', '内容', '状態', '印刷日時'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const printed = screen.getByText('10000123').closest('tr')!;
    expect(within(printed).getByText('ポップコーン（L）×2')).toBeTruthy();
    expect(within(printed).getByText('印刷済み')).toBeTruthy();
    expect(within(printed).getByText('2026-11-25 19:31')).toBeTruthy();
    expect(within(printed).getByText('2026-11-25 19:33')).toBeTruthy();
    const cancelled = screen.getByText('10000124').closest('tr')!;
    expect(within(cancelled).getByText('ペアセット（ポップコーン L・コーラ M×2）×1')).toBeTruthy();
    expect(within(cancelled).getByText('取消')).toBeTruthy();
    expect(within(screen.getByText('10000125').closest('tr')!).getByText('未印刷')).toBeTruthy();
    expect(queries.at(-1)!.get('deviceId')).toBe('31');
    // Exportable like every list; nothing on the page writes.
    expect(screen.getAllByRole('button', { name: /CSV/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新規作成|削除|編集/ })).toBeNull();
  });

  it('filters by 状態, keeping the printer', async () => {
    renderPage();
    await screen.findByText('10000123');
    await user.click(screen.getByLabelText('状態で絞り込み'));
    // The option, not the table's cell of the same word.
    const options = await screen.findAllByTitle('未印刷');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => expect(screen.queryByText('10000123')).toBeNull());
    const q = queries.at(-1)!;
    expect([q.get('status'), q.get('deviceId')]).toEqual(['pending', '31']);
    expect(screen.getByText('10000125')).toBeTruthy();
  });
});
