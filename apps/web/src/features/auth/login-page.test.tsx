import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { accountEndpoints, authEndpoints, ja, scheduleEndpoints } from '@cinema/contracts';
import { call, setPasswordChangeHandler } from '../../api/client.js';
import { bindFeedback } from '../../api/feedback.js';
import { getSession } from '../../api/storage.js';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import LoginPage from './login-page.js';

// The first login of an account whose password an administrator set: the new password comes
// before any screen; the password just typed is not asked again.

const first = testSession('staff', { token: 'first-token', mustChangePassword: true });
let changed = false;
const { sentTo } = stubEndpoints([
  on(authEndpoints.login, () => first),
  on(accountEndpoints.changePassword, () => {
    changed = true;
  }),
  on(authEndpoints.current, () => ({ ...first, mustChangePassword: !changed })),
  on(scheduleEndpoints.list, () =>
    reply(403, { success: false, code: 'password_change_required', message: ja.passwordChangeRequired }),
  ),
]);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const fill = async (label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const submit = () => user.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('login page: first login', () => {
  it('asks for a new password before going on, then goes where the user was headed', async () => {
    changed = false;
    renderWithProviders(<LoginPage />, {
      path: '/login?redirect=%2Fschedule',
      route: '/login',
      otherScreens: { '/schedule': '上映スケジュール画面', '/dashboard': 'ダッシュボード画面' },
    });
    await fill('ログインID', 'new-staff');
    await fill('パスワード', 'start-2026');
    await submit();
    expect(await screen.findByText(ja.passwordChangeRequired)).toBeTruthy();
    expect(screen.queryByText('上映スケジュール画面')).toBeNull();
    expect(screen.queryByLabelText('現在のパスワード')).toBeNull();

    await fill('新しいパスワード', 'mine-2026x');
    await fill('パスワード（確認用）', 'mine-2026x');
    await submit();
    expect(await screen.findByText('上映スケジュール画面')).toBeTruthy();
    expect(sentTo(accountEndpoints.changePassword)).toEqual([
      { oldPassword: 'start-2026', newPassword: 'mine-2026x', confirmPassword: 'mine-2026x' },
    ]);
    expect(getSession()?.mustChangePassword).toBe(false);
  });

  it('after a reload asks for the current password too', async () => {
    signIn(first);
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await screen.findByLabelText('現在のパスワード')).toBeTruthy();
  });

  it('a call the API refuses until the change marks the session, without an error alert', async () => {
    const errors: string[] = [];
    bindFeedback({ error: (t) => errors.push(t), success: () => {} });
    const sentBack: string[] = [];
    setPasswordChangeHandler((redirect) => sentBack.push(redirect));
    signIn({ ...first, mustChangePassword: false });
    await expect(call(scheduleEndpoints.list, { query: {} })).rejects.toMatchObject({
      code: 'password_change_required',
    });
    await waitFor(() => expect(getSession()?.mustChangePassword).toBe(true));
    expect(errors).toEqual([]);
    expect(sentBack).toEqual(['/']);
  });
});
