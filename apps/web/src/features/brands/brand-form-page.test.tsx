import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { brandEndpoints, effectivePermissions, ja } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BrandFormPage from './brand-form-page.js';

const session = testSession('operator', { permissionMap: effectivePermissions('superAdmin', null, {}) });
const { sentTo } = stubEndpoints([on(brandEndpoints.create, ({ body }) => ({ ...body, id: 9 }))], () => []);

beforeEach(() => signIn(session));
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const fill = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('ブランド登録', () => {
  it('asks for the first head-office administrator and sends it with the brand', async () => {
    renderWithProviders(<BrandFormPage />, { path: '/brand/create', otherScreens: { '/brand': 'ブランド一覧' } });
    expect(await screen.findByText('本部の管理者')).toBeTruthy();
    expect(screen.getByText('上映計画')).toBeTruthy();
    expect(screen.getByText('金曜日')).toBeTruthy();
    fill('ブランドコード', 'NEWB');
    fill('ブランド名', '新ブランド');
    fill('会社名', '株式会社新ブランド');
    await submit();
    expect(await screen.findByText(ja.required('ログインID'))).toBeTruthy();
    expect(sentTo(brandEndpoints.create)).toEqual([]);

    fill('ログインID', 'newb-admin');
    fill('氏名', '新 管理者');
    fill('メールアドレス', 'admin@newb.example.jp');
    fill('初期パスワード', 'First-pass-2026');
    await submit();
    await waitFor(() => expect(sentTo(brandEndpoints.create)).toHaveLength(1));
    expect(sentTo(brandEndpoints.create)[0]).toMatchObject({
      code: 'NEWB',
      // 興行週の開始曜日: Friday unless chosen otherwise (the 上映計画 card).
      weekStartDay: 5,
      admin: {
        userName: 'newb-admin',
        displayName: '新 管理者',
        email: 'admin@newb.example.jp',
        password: 'First-pass-2026',
      },
    });
  });
});
