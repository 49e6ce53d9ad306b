import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { accountEndpoints, cinemaEndpoints, permissionTypes, roleEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import AccountFormPage from './account-form-page.js';
import { chooseOption } from '../../test/select.js';

// A head-office administrator creating a staff account; the API answers from these lists.
const session = testSession('headOffice', { permissionMap: { users: [...permissionTypes] } });
const { sentTo } = stubEndpoints([
  on(roleEndpoints.listMap, () => [{ id: 3, name: '劇場スタッフ' }]),
  on(cinemaEndpoints.listMap, () => [{ id: 10, name: '新宿シネマ', code: 'SJK', brandId: 1 }]),
  on(accountEndpoints.create, () => ({ id: 99 })),
]);
const created = () => sentTo(accountEndpoints.create);

beforeEach(() => signIn(session));

// The pointer-events check reads computed styles on every step, which dominates jsdom's time.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const fill = async (label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const pick = async (label: string, option: string) => {
  await chooseOption(user, screen.getByLabelText(label), option);
};

// The form's one submit button (登録); a role query over the whole form is slow in jsdom.
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

async function fillAllButCinemas() {
  renderWithProviders(<AccountFormPage />, { path: '/user/create', otherScreens: { '/user': 'ユーザー一覧' } });
  await fill('ログインID', 'staff01');
  await fill('氏名', '劇場 花子');
  await fill('メールアドレス', 'staff01@example.co.jp');
  await pick('ロール', '劇場スタッフ');
  await fill('パスワード', 'secret123');
  await fill('パスワード（確認用）', 'secret123');
}

describe('account form', () => {
  it('asks for 担当劇場 before creating a cinema account, then sends the chosen cinemas', async () => {
    await fillAllButCinemas();
    await submit();
    expect(await screen.findByText('「担当劇場」を選択してください')).toBeTruthy();
    expect(created()).toEqual([]);

    await pick('担当劇場', '新宿シネマ（SJK）');
    await submit();
    expect(await screen.findByText('ユーザー一覧')).toBeTruthy();
    expect(created()).toEqual([
      expect.objectContaining({ userName: 'staff01', type: 'cinema', roleId: 3, cinemaIds: [10] }),
    ]);
  });

  it('creates a head-office account without cinemas: it reaches every cinema of the brand', async () => {
    await fillAllButCinemas();
    await pick('担当劇場', '新宿シネマ（SJK）');
    await pick('種類', '本部');
    await waitFor(() => expect(screen.queryByLabelText('担当劇場')).toBeNull());
    await submit();
    await waitFor(() =>
      expect(created()).toEqual([expect.objectContaining({ type: 'brand', roleId: 3, cinemaIds: [] })]),
    );
  });
});
