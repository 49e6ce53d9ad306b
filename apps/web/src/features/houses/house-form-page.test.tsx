import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { houseEndpoints, permissionTypes, versionEndpoints } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import HouseFormPage from './house-form-page.js';

// Cinema staff of one cinema creating a screen; the API answers from these.
const session = testSession('staff', { permissionMap: { screen: [...permissionTypes] } });
let createAnswer: { status: number; body: unknown };
const { sentTo } = stubEndpoints([
  on(houseEndpoints.create, () => reply(createAnswer.status, createAnswer.body)),
  on(versionEndpoints.list, () => ({ list: [{ id: 7, name: 'IMAX' }], total: 1 })),
]);
const sent = () => sentTo(houseEndpoints.create);

beforeEach(() => signIn(session));

function open() {
  renderWithProviders(<HouseFormPage />, { path: '/house/create', otherScreens: { '/house': 'スクリーン一覧' } });
  fireEvent.change(screen.getByLabelText('スクリーン名'), { target: { value: 'シアター7' } });
  fireEvent.change(screen.getByLabelText('スクリーンコード'), { target: { value: 'S07' } });
}
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
const cell = (r: number, c: number) =>
  document.querySelector<HTMLElement>(`[role=grid] [data-row="${r}"][data-col="${c}"]`)!;

describe('house form', () => {
  it('sends the drawn seat plan with the screen', async () => {
    createAnswer = { status: 200, body: { success: true, data: { id: 1 } } };
    open();
    fireEvent.mouseDown(cell(0, 0), { button: 0 });
    fireEvent.mouseUp(window);
    fireEvent.keyDown(cell(0, 0), { key: '2' });
    submit();
    expect(await screen.findByText('スクリーン一覧')).toBeTruthy();
    const body = sent()[0]!;
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
