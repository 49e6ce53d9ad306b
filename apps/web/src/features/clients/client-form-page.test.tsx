import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { clientGroupEndpoints, permissionTypes, postalCodeEndpoints, postalCodeNotFound } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import ClientFormPage from './client-form-page.js';

const session = testSession('headOffice', { permissionMap: { clientManagement: [...permissionTypes] } });
stubEndpoints([
  on(clientGroupEndpoints.list, () => ({ list: [], total: 0, page: 0, pageSize: 9999 })),
  on(postalCodeEndpoints.lookup, ({ params }) =>
    params.code === '160-0022'
      ? [{ postalCode: '1600022', prefectureCode: '13', prefectureName: '東京都', city: '新宿区', town: '新宿' }]
      : reply(404, { success: false, code: 'not_found', message: postalCodeNotFound }),
  ),
]);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const fill = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const open = () =>
  renderWithProviders(<ClientFormPage />, { path: '/client/create', otherScreens: { '/client': '取引先一覧' } });

describe('client form', () => {
  it('fills 市区町村 and 町名 from the 郵便番号, and says when the code is unknown', async () => {
    open();
    fill('郵便番号', '160-0022');
    await user.click(screen.getByRole('button', { name: /住所検索/ }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('市区町村').value).toBe('新宿区'));
    expect(screen.getByLabelText<HTMLInputElement>('町名・番地').value).toBe('新宿');
    // Typed in full width: found, shown as it will be stored, and the user is told.
    fill('郵便番号', '１６０－００２２');
    await user.click(screen.getByRole('button', { name: /住所検索/ }));
    expect(await screen.findByText(/郵便番号を半角の 160-0022 に変換しました/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('郵便番号').value).toBe('160-0022');
    fill('郵便番号', '999-9999');
    await user.click(screen.getByRole('button', { name: /住所検索/ }));
    expect(await screen.findByText(postalCodeNotFound)).toBeTruthy();
  });

  it('checks the 登録番号 check digit in the form, as the API does', async () => {
    open();
    fill('登録番号（インボイス）', 'T1180301018772');
    expect(
      await screen.findByText('「登録番号（インボイス）」のチェックデジットが一致しません。番号を確認してください'),
    ).toBeTruthy();
  });

  it('tells before saving that a full-width holder name is stored in half-width kana', async () => {
    open();
    await user.click(screen.getByRole('switch', { name: '振込先口座を登録する' }));
    fill('口座名義（半角カナ）', 'カ）シネマ');
    const notice = await screen.findByText(/口座名義は銀行の表記（半角カナ）に変換して登録します/);
    expect(within(notice.closest<HTMLElement>('.ant-alert')!).getByText(/ｶ\)ｼﾈﾏ/)).toBeTruthy();
  });
});
