import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountingSettingEndpoints,
  accountingSubjectEndpoints,
  blankVouchers,
  ja,
  permissionTypes,
  type AccountingSetting,
  type AccountingSubject,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AccountingPage from './accounting-page.js';

const cash: AccountingSubject = {
  id: 1,
  brandId: 1,
  code: '100',
  name: '現金',
  kind: 'cash',
  taxKind: 'notTaxable',
  usesSubAccounts: false,
  active: true,
  sortOrder: 10,
  version: 2,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const setting: AccountingSetting = {
  fiscalYearStartMonth: 4,
  settlements: [{ paymentMethodId: 2, clientId: 5 }],
  vouchers: { ...blankVouchers(), dailyReport: { debitSubjectId: 1, creditSubjectId: null, description: '日報売上' } },
  version: 3,
  updatedAt: '2026-04-01T00:00:00.000Z',
  paymentMethods: [
    { id: 1, name: '現金' },
    { id: 2, name: 'クレジットカード' },
  ],
  clients: [{ id: 5, name: 'ジャパンカード決済株式会社' }],
  subjects: [{ id: 1, name: '100 現金' }],
};
let refuseSave: false | 'invalid' | 'stale' = false;
const lastSaved = { userName: 'suzuki', savedAt: '2026-04-02T01:30:00.000Z' };
const { sentTo } = stubEndpoints([
  on(accountingSubjectEndpoints.list, () => ({ list: [cash], total: 1, page: 0, pageSize: 20 })),
  on(accountingSubjectEndpoints.create, ({ body }) => ({ ...cash, ...body, id: 2, version: 1 })),
  on(accountingSubjectEndpoints.update, () =>
    reply(409, {
      success: false,
      code: 'stale_version',
      message: ja.staleVersion,
      lastSaved,
    }),
  ),
  on(accountingSettingEndpoints.detail, () => setting),
  on(accountingSettingEndpoints.update, ({ body }) => {
    if (!refuseSave) return { ...setting, ...body, version: setting.version + 1 };
    if (refuseSave === 'stale')
      return reply(409, { success: false, code: 'stale_version', message: ja.staleVersion, lastSaved });
    return reply(400, {
      success: false,
      code: 'validation_failed',
      message: '「映画料の貸方科目」に選択できないものが含まれています',
      errors: [
        {
          field: 'vouchers.filmFee.creditSubjectId',
          message: '「映画料の貸方科目」に選択できないものが含まれています',
        },
        { field: 'settlements.1.clientId', message: '「精算先」に選択できないものが含まれています' },
      ],
    });
  }),
]);

beforeEach(() => {
  refuseSave = false;
  signIn(testSession('headOffice', { permissionMap: { accounting: [...permissionTypes] } }));
});
const user = userEvent.setup({ delay: null });

describe('/accounting-management 勘定科目', () => {
  it('lists the subjects with the kind’s and tax kind’s Japanese names', async () => {
    renderWithProviders(<AccountingPage />, { path: '/accounting-management' });
    const row = (await screen.findAllByRole('cell', { name: '現金' }))[0]!.closest('tr')!;
    expect(within(row).getByText('対象外')).toBeTruthy();
    for (const title of ['コード', '名称', '科目区分', '税区分', '補助科目を使う'])
      expect(screen.getAllByRole('columnheader').some((h) => h.textContent === title)).toBe(true);
  });

  it('registers from the form with the contract’s messages', async () => {
    renderWithProviders(<AccountingPage />, { path: '/accounting-management' });
    await screen.findAllByRole('cell', { name: '現金' });
    await user.click(screen.getByRole('button', { name: /新規作成/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('コード').maxLength).toBe(10);
    await user.click(within(dialog).getByRole('button', { name: /登\s*録/ }));
    expect(await within(dialog).findByText('「名称」を入力してください')).toBeTruthy();
    expect(within(dialog).getByText('「科目区分」を選択してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('コード'), 'A-1');
    expect(await within(dialog).findByText('「コード」は半角英数字で入力してください')).toBeTruthy();
  });

  it('a stale save says who saved last', async () => {
    renderWithProviders(<AccountingPage />, { path: '/accounting-management' });
    await screen.findAllByRole('cell', { name: '現金' });
    await user.click(screen.getByRole('button', { name: /編\s*集/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('suzukiさんが 2026-04-02 10:30 に保存しました。')).toBeTruthy();
  });
});

describe('/accounting-management 会計設定', () => {
  const openSettings = async () => {
    renderWithProviders(<AccountingPage />, { path: '/accounting-management' });
    await user.click(await screen.findByRole('tab', { name: '会計設定' }));
    return screen.findByText('ジャパンカード決済株式会社');
  };

  it('shows the settings and saves them whole with the version read', async () => {
    await openSettings();
    expect(screen.getByText('4月')).toBeTruthy();
    expect(screen.getByDisplayValue('日報売上')).toBeTruthy();
    await user.clear(screen.getByLabelText('映画料の摘要'));
    await user.type(screen.getByLabelText('映画料の摘要'), '映画料計上');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(accountingSettingEndpoints.update)).toHaveLength(1));
    expect(sentTo(accountingSettingEndpoints.update)[0]).toMatchObject({
      fiscalYearStartMonth: 4,
      settlements: [
        { paymentMethodId: 1, clientId: null },
        { paymentMethodId: 2, clientId: 5 },
      ],
      vouchers: { filmFee: { description: '映画料計上' }, dailyReport: { debitSubjectId: 1 } },
      version: 3,
    });
  });

  it('shows the server’s messages on their fields, a payment method’s on its row', async () => {
    await openSettings();
    refuseSave = 'invalid';
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      await screen.findByText('「映画料の貸方科目」に選択できないものが含まれています', { selector: 'div' }),
    ).toBeTruthy();
    const row = screen.getByText('クレジットカード').closest('tr')!;
    expect(within(row).getByText('「精算先」に選択できないものが含まれています')).toBeTruthy();
  });

  it('a stale save says who saved last', async () => {
    await openSettings();
    refuseSave = 'stale';
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(ja.staleVersion)).toBeTruthy();
    expect(screen.getByText('suzukiさんが 2026-04-02 10:30 に保存しました。')).toBeTruthy();
  });

  it('shows a view-only role the settings without 保存', async () => {
    signIn(testSession('headOffice', { permissionMap: { accounting: ['view'] } }));
    await openSettings();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
