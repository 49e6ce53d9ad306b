import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allModulesOn, discountQuantityMessage, permissionTypes, type SessionData } from '@cinema/contracts';
import DiscountRuleFormPage from './discount-rule-form-page.js';

const session: SessionData = {
  token: 't',
  userName: 'shinjuku',
  displayName: '新宿 劇場スタッフ',
  accountId: 5,
  brandId: 1,
  brandCode: 'CL',
  brandName: 'シネマライン',
  cinemas: [{ id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 }],
  cinemaId: 10,
  cinemaObj: { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 },
  moduleMap: allModulesOn(),
  permissionMap: { performance: [...permissionTypes] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    ({ ok: true, status: 200, json: async () => ({ success: true, data: { id: 1 } }) }) as Response,
);
const sent = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/discountRule/create').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify(session));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function open() {
  const router = createMemoryRouter(
    [
      { path: '/disCountRules/create', element: <DiscountRuleFormPage /> },
      { path: '/discountRules', element: <p>割引ルール一覧</p> },
    ],
    { initialEntries: ['/disCountRules/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('割引名'), { target: { value: '夫婦50割' } });
}
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('discount rule form', () => {
  it('says the applicable quantity is 2 to 10 before calling the API', async () => {
    open();
    fireEvent.change(screen.getByLabelText('適用人数'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('割引額（1名あたり）'), { target: { value: '900' } });
    submit();
    expect(await screen.findByText(discountQuantityMessage)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends a free rule without an amount, on the chosen weekdays', async () => {
    open();
    fireEvent.change(screen.getByLabelText('適用人数'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('無料'));
    fireEvent.click(screen.getByLabelText('日'));
    fireEvent.click(screen.getByLabelText('土'));
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      name: '夫婦50割',
      quantity: 2,
      discountType: 'free',
      weekdays: [1, 2, 3, 4, 5],
      active: true,
      boxOfficeReflection: true,
    });
    expect(sent()[0].amountOff ?? null).toBeNull();
    expect(await screen.findByText('割引ルール一覧')).toBeTruthy();
  });
});
