import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { restrictEndpoints, restrictStandardCodes, type LateHourRule, type RestrictCode } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession, workingAt } from '../../test/session.js';
import RestrictPage from './restrict-page.js';

// Cinema staff of 梅田 (大阪府) who may view and update 作品 settings, not delete.
const session = testSession('staff', {
  userName: 'umeda',
  displayName: '梅田 劇場スタッフ',
  accountId: 7,
  brandId: 2,
  brandCode: 'MIRAI',
  brandName: 'ミライシネマ',
  ...workingAt({ id: 20, name: 'ミライシネマ梅田', code: '0201', brandId: 2 }),
  permissionMap: { film: ['view', 'create', 'update'] },
});
const codes: RestrictCode[] = restrictStandardCodes.map((c, i) => ({
  ...c,
  id: i + 1,
  brandId: 2,
  cinemaId: 20,
  sortOrder: (i + 1) * 10,
  standard: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
// Never saved: the API suggests 大阪府's 22:00, unconfirmed.
const suggestion: LateHourRule = {
  cinemaId: 20,
  cinemaName: 'ミライシネマ梅田',
  prefectureCode: '27',
  prefectureName: '大阪府',
  cutoff: '22:00',
  suggestedCutoff: '22:00',
  note: null,
  confirmed: false,
  version: 0,
  updatedAt: null,
};

const { sentTo } = stubEndpoints(
  [
    on(restrictEndpoints.list, () => ({ list: codes, total: codes.length, page: 0, pageSize: 9999 })),
    on(restrictEndpoints.lateHourRule, () => suggestion),
    on(restrictEndpoints.updateLateHourRule, ({ body }) => ({
      ...suggestion,
      ...(body as Partial<LateHourRule>),
      confirmed: true,
      version: 1,
      updatedAt: '2026-02-01T00:00:00.000Z',
    })),
  ],
  ({ body }) => ({ ...codes.find((c) => c.id === body?.id), ...body }),
);

beforeEach(() => signIn(session));

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const renderPage = () => renderWithProviders(<RestrictPage />);

describe('restrict page', () => {
  it('edits a code in its row and sends the version it read; the four 映倫 codes offer no delete', async () => {
    renderPage();
    const row = (await screen.findByText('R15+')).closest<HTMLElement>('tr')!;
    expect(within(row).getByText('15歳以上')).toBeTruthy();
    expect(screen.queryByText('削除')).toBeNull();
    await user.click(within(row).getByText('編集'));
    const notice = within(row).getByLabelText('お客様への注意文');
    await user.clear(notice);
    await user.paste('15歳未満の方はご入場いただけません。');
    const age = within(row).getByLabelText('年齢制限（歳）');
    await user.clear(age);
    await user.click(within(row).getByText('保存'));
    expect(await within(row).findByText('「年齢制限（歳）」を入力してください')).toBeTruthy();
    await user.type(age, '15');
    await user.click(within(row).getByText('保存'));
    await waitFor(() =>
      expect(sentTo(restrictEndpoints.update)).toEqual([
        {
          id: 3,
          version: 1,
          label: codes[2]!.label,
          notice: '15歳未満の方はご入場いただけません。',
          minAge: 15,
          sortOrder: 30,
        },
      ]),
    );
  });

  it('shows the prefecture’s suggestion as unconfirmed, and saves the first rule with version 0', async () => {
    renderPage();
    expect(await screen.findByText('まだ確認されていません')).toBeTruthy();
    expect(screen.getByText('大阪府の目安：22:00')).toBeTruthy();
    const cutoff = screen.getByLabelText<HTMLInputElement>('終了時刻の上限');
    expect(cutoff.value).toBe('22:00');
    await user.clear(cutoff);
    await user.type(cutoff, '2230');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(
      await screen.findByText('「終了時刻の上限」は18:00〜24:00の「HH:mm」で入力してください（例：23:00）'),
    ).toBeTruthy();
    await user.clear(cutoff);
    await user.type(cutoff, '22:30');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sentTo(restrictEndpoints.updateLateHourRule)).toEqual([{ cutoff: '22:30', note: null, version: 0 }]),
    );
    await waitFor(() => expect(screen.queryByText('まだ確認されていません')).toBeNull());
  });
});
