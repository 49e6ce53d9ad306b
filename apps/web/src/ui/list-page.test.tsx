import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ingredientEndpoints, permissionTypes, type Ingredient } from '@cinema/contracts';
import { useLocation } from 'react-router';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { renderWithProviders } from '../test/render.js';
import { signIn, testSession } from '../test/session.js';
import { decodeValue, encodeValue, readListState, writeListState } from '../lib/list-url-state.js';
import { FormPage } from './form-page.js';
import type { ListColumn } from './list-columns.js';
import { ListPage } from './list-page.js';
import { HIGHLIGHT_CLASS, HIGHLIGHT_MS } from './row-highlight.js';
import { unsavedSearchTitle, useUnsavedGuard } from './use-unsaved-guard.js';

// A list's filters, sort and page live in the URL: a link opens the list as it was shared.
const corn = { id: 1, code: 'M001', name: 'ポップコーン豆', unit: 'g' } as Ingredient;
const { fetchMock } = stubEndpoints([
  on(ingredientEndpoints.list, () => ({ list: [corn], total: 1, page: 0, pageSize: 20 })),
]);
const listQueries = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/ingredient/list'))
    .map(([url]) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

const signInAs = (accountId: number) =>
  signIn(testSession('headOffice', { accountId, permissionMap: { shop: [...permissionTypes] } }));
beforeEach(() => signInAs(7));
const user = userEvent.setup({ delay: null });

function renderList(path: string) {
  return renderWithProviders(
    <ListPage
      title="原材料"
      module="shop"
      endpoint={ingredientEndpoints.list}
      queryKey={['ingredients']}
      keyword="原材料名"
      emptyText="なし"
      columns={[
        { title: 'コード', dataIndex: 'code' },
        { title: '名称', dataIndex: 'name' },
      ]}
    />,
    { path, route: '/ingredient' },
  );
}

describe('ListPage in the URL', () => {
  it('applies the filter, sort and page the URL names on load, and shows them', async () => {
    renderList('/ingredient?keyword=%E3%82%B3%E3%83%BC%E3%83%B3&unit=ml&sortField=name&sortOrder=descend&page=2');
    await screen.findByText('ポップコーン豆');
    expect(listQueries()[0]).toMatchObject({
      keyword: 'コーン',
      unit: 'ml',
      sortField: 'name',
      sortOrder: 'descend',
      page: '1',
    });
    expect(screen.getByLabelText<HTMLInputElement>('原材料名').value).toBe('コーン');
    expect(screen.getByRole('columnheader', { name: /名称/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('a search and a change of sort are written to the URL', async () => {
    const { router } = renderList('/ingredient');
    await screen.findByText('ポップコーン豆');
    await user.type(screen.getByLabelText('原材料名'), '豆');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('豆')}`));
    await user.click(screen.getByRole('columnheader', { name: /コード/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sortField')).toBe('code'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sortOrder')).toBe('ascend');
    expect(params.get('keyword')).toBe('豆');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ keyword: '豆', sortField: 'code' }));
  });
});

describe('ListPage and unsaved input', () => {
  function Typed() {
    useUnsavedGuard(() => true);
    return null;
  }

  it('asks before a search throws away input typed elsewhere on the screen, and searches only once told to', async () => {
    const { router } = renderWithProviders(
      <>
        <Typed />
        <ListPage
          title="原材料"
          module="shop"
          endpoint={ingredientEndpoints.list}
          queryKey={['ingredients-guarded']}
          keyword="原材料名"
          emptyText="なし"
          columns={[{ title: 'コード', dataIndex: 'code' }]}
        />
      </>,
      { path: '/ingredient', route: '/ingredient' },
    );
    await screen.findByText('M001');
    await user.type(screen.getByLabelText('原材料名'), '豆');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    expect((await screen.findAllByText(unsavedSearchTitle)).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: '編集を続ける' }));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    // The first dialog may still be fading out: the live one is the dialog not leaving.
    const live = await waitFor(() => {
      const b = screen.getAllByRole('button', { name: '破棄する' }).find((e) => !e.closest('.ant-zoom-leave'));
      if (!b) throw new Error('no live dialog');
      return b;
    });
    fireEvent.click(live);
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('豆')}`));
  });
});

describe('ListPage リセット', () => {
  it('clears the filters a link opened with, in the field, the URL and the next search', async () => {
    const { router } = renderList(`/ingredient?keyword=${encodeURIComponent('豆')}`);
    await screen.findByText('ポップコーン豆');
    expect(screen.getByLabelText<HTMLInputElement>('原材料名').value).toBe('豆');
    await user.click(screen.getByRole('button', { name: /リ\s*セ\s*ッ\s*ト/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('原材料名').value).toBe('');
    await user.click(screen.getByRole('button', { name: /検\s*索/ }));
    await waitFor(() => expect(listQueries().at(-1)?.keyword).toBeUndefined());
  });
});

describe('list-url-state', () => {
  it('keeps each value’s type through the URL, and leaves defaults out', () => {
    const state = {
      filters: { keyword: '007', cinemaId: 3, active: 'true', ids: [1, 2], note: '"quoted"', empty: '' },
      page: 0,
      pageSize: 20,
    };
    const params = writeListState(state);
    expect(params.get('keyword')).toBe('007');
    expect(writeListState({ ...state, filters: { code: '123' } }).get('code')).toBe('"123"');
    expect(params.has('empty')).toBe(false);
    expect(params.has('page')).toBe(false);
    const back = readListState(params);
    expect(back.filters).toEqual({ keyword: '007', cinemaId: 3, active: 'true', ids: [1, 2], note: '"quoted"' });
    expect(decodeValue(encodeValue('コーン'))).toBe('コーン');
  });

  it('uses the page’s starting filters only while the URL names none', () => {
    const initial = { status: 'failed' };
    expect(readListState(new URLSearchParams(''), initial).filters).toBe(initial);
    const cleared = writeListState({ filters: {}, page: 0, pageSize: 20 }, initial);
    expect(readListState(cleared, initial).filters).toEqual({});
  });
});

describe('ListPage 表示列', () => {
  const columns: ListColumn<Ingredient>[] = [
    { title: 'コード', dataIndex: 'code', alwaysShown: true, csv: (r) => r.code },
    { title: '名称', dataIndex: 'name', csv: (r) => r.name },
    { title: '単位', dataIndex: 'unit', defaultHidden: true, csv: (r) => r.unit },
  ];
  const open = () =>
    renderWithProviders(
      <ListPage
        title="原材料"
        module="shop"
        endpoint={ingredientEndpoints.list}
        queryKey={['ingredients']}
        emptyText="なし"
        exportName="原材料一覧"
        columns={columns}
      />,
      { path: '/ingredient', route: '/ingredient' },
    );
  const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(name) });
  const box = async (name: string) => {
    if (!screen.queryByRole('checkbox', { name })) await user.click(screen.getByRole('button', { name: /表示列/ }));
    return screen.findByRole('checkbox', { name });
  };

  it('hides and shows columns, remembers the choice per user, and 初期設定に戻す restores the defaults', async () => {
    open();
    await screen.findByText('M001');
    expect(header('単位')).toBeNull();
    expect((await box('コード')).hasAttribute('disabled')).toBe(true);
    await user.click(await box('名称'));
    await user.click(await box('単位'));
    await waitFor(() => expect(header('名称')).toBeNull());
    expect(header('単位')).toBeTruthy();
    expect(header('コード')).toBeTruthy();

    cleanup();
    open();
    await screen.findByText('M001');
    expect(header('名称')).toBeNull();
    expect(header('単位')).toBeTruthy();

    cleanup();
    signInAs(8);
    open();
    await screen.findByText('M001');
    expect(header('名称')).toBeTruthy();
    expect(header('単位')).toBeNull();

    cleanup();
    signInAs(7);
    open();
    await screen.findByText('M001');
    await box('名称');
    await user.click(screen.getByRole('button', { name: /初期設定に戻す/ }));
    await waitFor(() => expect(header('名称')).toBeTruthy());
    expect(header('単位')).toBeNull();
  });

  it('exports every column, hidden or not', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    open();
    await screen.findByText('M001');
    await user.click(await box('名称'));
    await waitFor(() => expect(header('名称')).toBeNull());
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [head, first] = (await createObjectURL.mock.calls[0]![0].text()).trim().split('\r\n');
    expect(head!.replace(/^\uFEFF/, '')).toBe('コード,名称,単位');
    expect(first).toBe('M001,ポップコーン豆,g');
    vi.unstubAllGlobals();
  });
});

describe('ListPage after 登録', () => {
  // The create page and its list under one route, so the test follows the navigation between them.
  function Screens() {
    const { pathname } = useLocation();
    return pathname.endsWith('/create') ? (
      <FormPage<never, { name?: string }>
        title="原材料登録"
        backPath="/ingredient"
        queryKey={['ingredients']}
        defaults={{}}
        toValues={() => ({})}
        submit={async () => ({ ...corn })}
      >
        {() => null}
      </FormPage>
    ) : (
      <ListPage
        title="原材料"
        module="shop"
        endpoint={ingredientEndpoints.list}
        queryKey={['ingredients']}
        emptyText="なし"
        columns={[{ title: '名称', dataIndex: 'name' }]}
      />
    );
  }

  it('marks the new record’s row for a few seconds', async () => {
    const { router } = renderWithProviders(<Screens />, { path: '/ingredient/create', route: '/ingredient/*' });
    await user.click(await screen.findByRole('button', { name: /登\s?録/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredient'));
    const row = (await screen.findByText('ポップコーン豆')).closest('tr')!;
    expect(row.classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    expect(within(row).getByText('ポップコーン豆')).toBeTruthy();
    await waitFor(() => expect(row.classList.contains(HIGHLIGHT_CLASS)).toBe(false), { timeout: HIGHLIGHT_MS + 3000 });
  });
});
