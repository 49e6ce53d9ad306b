import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ja, type SessionData } from '@cinema/contracts';
import { bindFeedback } from '../api/feedback.js';
import { usePermission } from '../api/session.js';
import { signIn as signInAs, testSession, workingAt } from '../test/session.js';
import { RequireAuth } from './guard.js';

/** What a page's shared primitives ask before they show 新規作成 and the like. */
function ScheduleButtons() {
  const perm = usePermission('performance');
  return <p>{perm.can('create') ? '新規作成あり' : '新規作成なし'}</p>;
}

function Where() {
  const l = useLocation();
  return <p>at {l.pathname + l.search}</p>;
}

const mount = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/cinema', element: <p>cinema screen</p> },
          { path: '/setting-global', element: <p>global</p> },
          { path: '/schedule', element: <ScheduleButtons /> },
          { path: '/schedule/create', element: <p>new screening</p> },
          { path: '/inventory', element: <p>inventory</p> },
          { path: '/inventory-adjustment', element: <p>adjustments</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

const signIn = (over: Partial<SessionData>) =>
  signInAs(testSession('headOffice', { permissionMap: { settings: ['view'] }, isAdmin: false, ...over }));

describe('route guard', () => {
  it('sends a signed-out visitor to login with the path to return to, saying why once', async () => {
    const errors: string[] = [];
    bindFeedback({ error: (t) => errors.push(t), success: () => {} });
    mount('/cinema?tab=1');
    expect(await screen.findByText('at /login?redirect=%2Fcinema%3Ftab%3D1')).toBeTruthy();
    expect(errors).toEqual([ja.authInvalid]);
  });

  it('sends a session whose password must be changed to the login screen first', async () => {
    signIn({ mustChangePassword: true });
    mount('/cinema');
    expect(await screen.findByText('at /login?redirect=%2Fcinema')).toBeTruthy();
    expect(screen.queryByText('cinema screen')).toBeNull();
  });

  it('opens a screen the session may see', async () => {
    signIn({});
    mount('/cinema');
    expect(await screen.findByText('cinema screen')).toBeTruthy();
  });

  it('shows no-permission for a screen outside the registry access, once: on the page, no toast', async () => {
    const errors: string[] = [];
    bindFeedback({ error: (t) => errors.push(t), success: () => {} });
    signIn({});
    mount('/setting-global');
    expect(await screen.findAllByText(ja.noPermission)).toHaveLength(1);
    expect(screen.queryByText('global')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('opens a cinema’s screen to head office read-only: a banner, and no 新規作成', async () => {
    const shinjuku = { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 };
    signIn({ ...workingAt(shinjuku), permissionMap: { performance: ['view', 'create', 'update', 'delete'] } });
    mount('/schedule');
    expect(await screen.findByText('本部として閲覧しています（変更はできません）')).toBeTruthy();
    expect(screen.getByText('新規作成なし')).toBeTruthy();
  });

  it('keeps a cinema’s write screens from head office', async () => {
    signIn({ permissionMap: { performance: ['view', 'create'] } });
    mount('/schedule/create');
    expect(await screen.findByText(ja.noPermission)).toBeTruthy();
  });

  it('opens 在庫一覧 to head office with no cinema chosen (the brand total); other cinema screens ask for one', async () => {
    const two = [1, 2].map((id) => ({ id, name: `劇場${id}`, code: `010${id}`, brandId: 1 }));
    signIn({ cinemas: two, permissionMap: { shop: ['view'] } });
    mount('/inventory');
    expect(await screen.findByText('inventory')).toBeTruthy();
    cleanup();
    mount('/inventory-adjustment');
    expect((await screen.findAllByText('劇場を選択してください')).length).toBeGreaterThan(0);
    expect(screen.queryByText('adjustments')).toBeNull();
  });

  it('gives cinema staff the screen as it was, without the banner', async () => {
    signInAs(testSession('staff', { permissionMap: { performance: ['view', 'create'] } }));
    mount('/schedule');
    expect(await screen.findByText('新規作成あり')).toBeTruthy();
    expect(screen.queryByText('本部として閲覧しています（変更はできません）')).toBeNull();
  });
});
