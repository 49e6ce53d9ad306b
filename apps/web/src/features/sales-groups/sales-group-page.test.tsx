import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionTypes, salesGroupEndpoints, type SalesGroup, type SalesGroupAssignments } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SalesGroupPage from './sales-group-page.js';

const boxOffice: SalesGroup = {
  id: 1,
  brandId: 1,
  code: 'G10',
  name: '興行収入',
  subjectId: 11,
  subjectName: '500 売上高（興行収入）',
  sub1Method: 'free',
  sub1Value: '興行',
  sub2Method: 'cinema',
  sub2Value: '3',
  costKind: 'filmFee',
  sortOrder: 10,
  active: true,
  version: 1,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};
const choices: SalesGroupAssignments = {
  assignments: [{ target: 'general', salesGroupId: 1 }],
  groups: [{ id: 1, name: 'G10 興行収入' }],
  subjects: [{ id: 11, name: '500 売上高（興行収入）' }],
  clients: [{ id: 5, name: 'P001 ジャパンカード決済株式会社' }],
  clientGroups: [],
  cinemas: [{ id: 3, name: '0001 シネマライン新宿' }],
};
const { sentTo } = stubEndpoints([
  on(salesGroupEndpoints.list, () => ({ list: [boxOffice], total: 1, page: 0, pageSize: 20 })),
  on(salesGroupEndpoints.assignments, () => choices),
  on(salesGroupEndpoints.assign, ({ body }) => ({
    ...choices,
    assignments: body.assignments.filter((a) => a.salesGroupId),
  })),
  on(salesGroupEndpoints.create, ({ body }) => ({ ...boxOffice, ...body, id: 2 })),
]);

beforeEach(() => signIn(testSession('headOffice', { permissionMap: { accounting: [...permissionTypes] } })));
const user = userEvent.setup({ delay: null });

describe('/salesGroup-management', () => {
  it('lists the groups with their subject, 補助科目 and 原価の扱い', async () => {
    renderWithProviders(<SalesGroupPage />, { path: '/salesGroup-management' });
    const row = (await screen.findAllByRole('cell', { name: '興行収入' }))[0]!.closest('tr')!;
    expect(within(row).getByText('500 売上高（興行収入）')).toBeTruthy();
    expect(within(row).getByText('興行')).toBeTruthy();
    expect(within(row).getByText('劇場から選択')).toBeTruthy();
    expect(within(row).getByText('映画料')).toBeTruthy();
  });

  it('asks for the name and the subject before registering', async () => {
    renderWithProviders(<SalesGroupPage />, { path: '/salesGroup-management' });
    await screen.findAllByRole('cell', { name: '興行収入' });
    await user.click(screen.getByRole('button', { name: /新規作成/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /登\s*録/ }));
    expect(await within(dialog).findByText('「名称」を入力してください')).toBeTruthy();
    expect(within(dialog).getByText('「勘定科目」を選択してください')).toBeTruthy();
    expect(sentTo(salesGroupEndpoints.create)).toHaveLength(0);
  });

  it('saves the 券種・会費 assignments whole', async () => {
    renderWithProviders(<SalesGroupPage />, { path: '/salesGroup-management' });
    await user.click(await screen.findByRole('tab', { name: '券種・会費の割当' }));
    expect(await screen.findByText('シニア')).toBeTruthy();
    expect(screen.getByText('会費')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sentTo(salesGroupEndpoints.assign)).toHaveLength(1));
    const sent = sentTo(salesGroupEndpoints.assign)[0] as {
      assignments: { target: string; salesGroupId: number | null }[];
    };
    expect(sent.assignments).toHaveLength(10);
    expect(sent.assignments[0]).toEqual({ target: 'general', salesGroupId: 1 });
    expect(sent.assignments.at(-1)).toEqual({ target: 'membershipFee', salesGroupId: null });
  });
});
