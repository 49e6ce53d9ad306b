import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TitleFrame } from './page-title.js';
import { PageBreadcrumb, trail } from './page-breadcrumb.js';

describe('browser tab title', () => {
  it("follows each navigation with the registry's name of the screen", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <TitleFrame />,
          children: ['/login', '/movie', '/movie/update/:id', '/nowhere'].map((path) => ({
            path,
            element: <p>{path}</p>,
          })),
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('/login');
    await waitFor(() => expect(document.title).toBe('ログイン | 劇場管理コンソール'));
    await act(() => router.navigate('/movie'));
    await waitFor(() => expect(document.title).toBe('作品 | 劇場管理コンソール'));
    await act(() => router.navigate('/movie/update/3'));
    await waitFor(() => expect(document.title).toBe('作品編集 | 劇場管理コンソール'));
    await act(() => router.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('劇場管理コンソール'));
  });
});

describe('breadcrumbs', () => {
  it('lead from a nested page back to its list', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PageBreadcrumb /> }], {
      initialEntries: ['/movie/create'],
    });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('link', { name: '作品' })).getAttribute('href')).toBe('/movie');
    expect(screen.getByText('新規作成')).toBeTruthy();
  });

  it('name the step of every nested page, and stay off list screens', () => {
    expect(trail('/disCountRules/edit/3')).toMatchObject({ parent: { path: '/discountRules' }, step: '編集' });
    expect(trail('/user/detail/2')).toMatchObject({ parent: { label: 'ユーザー' }, step: '詳細' });
    expect(trail('/house/update/1')).toMatchObject({ parent: { label: 'スクリーン' }, step: '編集' });
    expect(trail('/movie')).toBeNull();
    expect(trail('/dashboard')).toBeNull();
  });

  it('name the list a shared form was opened from: セット商品登録 belongs to セット商品', () => {
    expect(trail('/concession/create', '?kind=set')).toMatchObject({
      parent: { label: 'セット商品' },
      step: '新規作成',
    });
    expect(trail('/concession/update/5', '?kind=commercial')).toMatchObject({ parent: { label: '物販' } });
    expect(trail('/concession/create')).toMatchObject({ parent: { label: 'フード・ドリンク' } });
  });
});
