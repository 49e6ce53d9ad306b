import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { deviceEndpoints, permissionTypes, type Device } from '@cinema/contracts';
import { renderWithProviders } from '../test/render.js';
import { signIn, testSession } from '../test/session.js';
import type { ListColumn } from './list-columns.js';
import { ListPage, type ListPageProps } from './list-page.js';

const longName = 'チケットカウンター POS 1（本館1階 エスカレーター横 ・ 夜間は閉鎖 ・ 予備機あり）';
const device = { id: 1, code: 'POS01', name: longName, type: 'pos' } as Device;
const columns: ListColumn<Device>[] = [
  { title: '名前', dataIndex: 'name', csv: (d) => d.name },
  { title: '種別', dataIndex: 'type', render: () => <b>POS</b>, csv: () => 'POS端末（チケット販売）' },
  { title: 'メモ', dataIndex: 'code', wrap: true, render: () => longName.repeat(2), csv: () => 'memo' },
];
const emptyText = '端末がまだ登録されていません。';

const page = (actions?: ListPageProps<typeof deviceEndpoints.list>['actions']) =>
  renderWithProviders(
    <ListPage
      title="端末"
      module="settings"
      endpoint={deviceEndpoints.list}
      queryKey={['devices-test']}
      emptyText={emptyText}
      columns={columns}
      actions={actions}
    />,
  );

const answer = (list: Device[]) =>
  vi.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        json: async () => ({ success: true, data: { list, total: list.length, page: 0, pageSize: 20 } }),
      }) as Response,
  );

beforeEach(() => signIn(testSession('headOffice', { permissionMap: { settings: [...permissionTypes] } })));
afterEach(() => vi.unstubAllGlobals());

describe('list tables', () => {
  it('does not say the list is empty while it is still loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    page();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(emptyText)).toBeNull();
  });

  it('says so once an empty answer has arrived', async () => {
    vi.stubGlobal('fetch', answer([]));
    page();
    expect(await screen.findByText(emptyText)).toBeTruthy();
  });

  it('ends a long cell in an ellipsis and shows the full text on hover', async () => {
    vi.stubGlobal('fetch', answer([device]));
    page();
    const cell = await screen.findByTitle(longName);
    expect(cell.style.textOverflow).toBe('ellipsis');
    expect(cell.style.whiteSpace).toBe('nowrap');
    expect(cell.style.maxWidth).toBe('240px');
    // A rendered cell carries the plain text the export uses.
    expect(screen.getByTitle('POS端末（チケット販売）').textContent).toBe('POS');
  });

  it('wraps a column of sentences read whole (a device notice) instead of cutting it', async () => {
    vi.stubGlobal('fetch', answer([device]));
    page();
    const cell = await screen.findByText<HTMLElement>(longName.repeat(2));
    expect(cell.style.whiteSpace).toBe('normal');
    expect(cell.style.textOverflow).toBe('');
    expect(cell.style.maxWidth).toBe('360px');
  });

  it('keeps a row’s actions on one line, however many it has', async () => {
    vi.stubGlobal('fetch', answer([device]));
    page({
      edit: () => () => undefined,
      extra: () => (
        <>
          <button type="button">表示確認</button>
          <button type="button">履歴</button>
          <button type="button">終了</button>
        </>
      ),
    });
    const end = await screen.findByRole('button', { name: '終了' });
    const space = end.closest<HTMLElement>('.ant-space')!;
    expect(space.style.flexWrap).not.toBe('wrap');
    expect(space.closest('td')!.className).toContain('list-row-actions');
  });
});
