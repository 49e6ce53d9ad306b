import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allModulesOn, permissionTypes, type SessionData } from '@cinema/contracts';
import HouseFormPage from './house-form-page.js';

// Cinema staff of one cinema creating a screen; the API answers from these.
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
  permissionMap: { screen: [...permissionTypes] },
  adminType: 'cinema',
  isAdmin: false,
  round: 'ROUND',
  specialReport: false,
  loginAsAccountId: null,
  originalUserName: null,
  accountDetailInfo: { email: null, roleName: null },
};
let createAnswer: { status: number; body: unknown };
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const path = url.split('?')[0]!;
  if (path === '/api/house/create')
    return { ok: createAnswer.status === 200, status: createAnswer.status, json: async () => createAnswer.body } as Response;
  const data = path === '/api/version/list' ? { list: [{ id: 7, name: 'IMAX' }], total: 1 } : null;
  return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
});
const sent = () => fetchMock.mock.calls.filter(([url]) => url === '/api/house/create').map(([, init]) => JSON.parse(String(init?.body)));

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
      { path: '/house/create', element: <HouseFormPage /> },
      { path: '/house', element: <p>スクリーン一覧</p> },
    ],
    { initialEntries: ['/house/create'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('スクリーン名'), { target: { value: 'シアター7' } });
  fireEvent.change(screen.getByLabelText('スクリーンコード'), { target: { value: 'S07' } });
}
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
const cell = (r: number, c: number) => document.querySelector<HTMLElement>(`[role=grid] [data-row="${r}"][data-col="${c}"]`)!;

describe('house form', () => {
  it('sends the drawn seat plan with the screen', async () => {
    createAnswer = { status: 200, body: { success: true, data: { id: 1 } } };
    open();
    fireEvent.mouseDown(cell(0, 0), { button: 0 });
    fireEvent.mouseUp(window);
    fireEvent.keyDown(cell(0, 0), { key: '2' });
    submit();
    expect(await screen.findByText('スクリーン一覧')).toBeTruthy();
    const [body] = sent();
    expect(body).toMatchObject({ name: 'シアター7', code: 'S07', standingCapacity: 0, formatIds: [] });
    expect(body.seatPlan).toMatchObject({ rows: 10, cols: 20, numbering: 'ltr' });
    expect(body.seatPlan.cells[0]).toEqual({ type: 'wheelchair', number: '1' });
  });

  it('refuses to save a plan with a duplicate seat number, before calling the API', async () => {
    open();
    fireEvent.doubleClick(cell(0, 1));
    const input = screen.getByLabelText('座席番号');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    submit();
    expect(await screen.findByText('座席表のエラーを修正してください：座席番号「A1」はすでに存在します')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("shows the API's 400 on seatPlan under the editor", async () => {
    createAnswer = {
      status: 400,
      body: {
        success: false,
        code: 'validation_failed',
        message: '入力内容に誤りがあります。',
        errors: [{ field: 'seatPlan.cells.3.number', message: '座席番号「A4」はすでに存在します' }],
      },
    };
    open();
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(await screen.findByText('座席番号「A4」はすでに存在します')).toBeTruthy();
    expect(screen.queryByText('スクリーン一覧')).toBeNull();
  });
});
