import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ingredientEndpoints, permissionTypes, type Ingredient } from '@cinema/contracts';
import { on, stubEndpoints } from '../test/fetch-mock.js';
import { renderWithProviders } from '../test/render.js';
import { signIn, testSession } from '../test/session.js';
import { decodeValue, encodeValue, readListState, writeListState } from '../lib/list-url-state.js';
import { ListPage } from './list-page.js';

// A list's filters, sort and page live in the URL: a link opens the list as it was shared.
const corn = { id: 1, code: 'M001', name: 'ポップコーン豆', unit: 'g' } as Ingredient;
const { fetchMock } = stubEndpoints([
  on(ingredientEndpoints.list, () => ({ list: [corn], total: 1, page: 0, pageSize: 20 })),
]);
const listQueries = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/ingredient/list'))
    .map(([url]) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

beforeEach(() => signIn(testSession('headOffice', { permissionMap: { shop: [...permissionTypes] } })));
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
