import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { permissionTypes, versionEndpoints, type VersionRecord } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import VersionManagementPage from './version-management-page.js';

// Cinema staff of 新宿 with every performance permission; the API answers from these rows.
const session = testSession('staff', { permissionMap: { performance: [...permissionTypes] } });
const row = (
  id: number,
  kind: VersionRecord['kind'],
  code: string,
  name: string,
  surcharge: number,
): VersionRecord => ({
  id,
  brandId: 1,
  cinemaId: 10,
  kind,
  code,
  name,
  surcharge,
  sortOrder: id,
  active: true,
  screenCount: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const rows = [
  row(1, 'language', 'SUBTITLE', '字幕版', 0),
  row(2, 'format', 'IMAX', 'IMAX', 1500),
  row(3, 'format', '4DX', '4DX', 1000),
];

const { sentTo } = stubEndpoints(
  [
    on(versionEndpoints.list, ({ query }) => ({
      list: rows.filter((r) => query.getAll('kinds').includes(r.kind)),
      total: 2,
      page: 0,
      pageSize: 9999,
    })),
  ],
  ({ body }) => body ?? {},
);
const created = () => sentTo(versionEndpoints.create);

beforeEach(() => signIn(session));

// Text and label queries: role queries over antd's tables and dialogs are slow in jsdom.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const tab = (name: string) => user.click(screen.getByText(name, { selector: '.ant-tabs-tab-btn' }));
const submit = () => user.click(document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!);

const renderPage = () => renderWithProviders(<VersionManagementPage />);

describe('version management page', () => {
  it('lists language versions with their type, and formats with the surcharge in yen', async () => {
    renderPage();
    expect(await screen.findByText('SUBTITLE（字幕版）')).toBeTruthy();
    expect(screen.getByText('劇場：シネマライン新宿')).toBeTruthy();
    await tab('上映方式');
    expect(await screen.findByText('¥1,500')).toBeTruthy();
    expect(screen.getByText('¥1,000')).toBeTruthy();
  });

  it('adds a format in the dialog: names a missing field, then sends the section’s kind', async () => {
    renderPage();
    await tab('上映方式');
    await screen.findByText('¥1,500');
    await user.click(screen.getByText('上映方式を追加'));
    const dialog = (await screen.findByText('上映方式を追加', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '.ant-modal',
    )!;
    await user.click(within(dialog).getByLabelText('コード'));
    await user.paste('dolby');
    await submit();
    expect(await within(dialog).findByText('「表示名」を入力してください')).toBeTruthy();
    expect(created()).toEqual([]);

    await user.click(within(dialog).getByLabelText('表示名'));
    await user.paste('ドルビーシネマ');
    const surcharge = within(dialog).getByLabelText('加算料金（円）');
    await user.clear(surcharge);
    await user.paste('1200');
    await submit();
    await waitFor(() =>
      expect(created()).toEqual([
        { kind: 'format', code: 'dolby', name: 'ドルビーシネマ', surcharge: 1200, sortOrder: 4, active: true },
      ]),
    );
  });
});
