import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { scheduleEndpoints, type SchedulePublishPreview } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { SchedulePublishModal } from './schedule-publish-modal.js';

const item = (id: number, note: string | null = null) => ({
  id,
  businessDate: '2031-09-12',
  startTime: '25:30',
  houseName: 'スクリーン2',
  filmName: '真夜中の訪問者',
  note,
});
let answer: SchedulePublishPreview;
const none = { count: 0, items: [] };
const { sentTo } = stubEndpoints([
  on(scheduleEndpoints.publishPreview, () => answer),
  on(scheduleEndpoints.publish, () =>
    answer.unpriced.count
      ? reply(400, { success: false, code: 'validation_failed', message: '料金テンプレートが未設定です' })
      : { count: answer.drafts, ids: [1, 2, 3] },
  ),
]);

const renderModal = (onClose = vi.fn()) => {
  renderWithProviders(
    <App>
      <SchedulePublishModal open onClose={onClose} date="2031-09-16" weekStartDay={5} cinemaId={7} />
    </App>,
  );
  return onClose;
};

describe('schedule publish dialog', () => {
  it('asks for the 興行週 of the page date (Friday to Thursday) and blocks while prices are missing', async () => {
    answer = {
      from: '2031-09-12',
      to: '2031-09-18',
      drafts: 3,
      published: 0,
      unpriced: { count: 1, items: [item(2)] },
      lateHour: { count: 1, items: [item(2, '23:00以降は18歳未満の方は入場できません')] },
      advance: none,
      emptyDays: [],
    };
    renderModal();
    expect(await screen.findByText('料金テンプレートが未設定の上映回（公開できません）：1件')).toBeTruthy();
    expect(sentTo(scheduleEndpoints.publishPreview)[0]).toEqual({ cinemaId: 7, from: '2031-09-12', to: '2031-09-18' });
    expect(screen.getByText('年少者の入場制限（深夜）に当たる上映回：1件')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3件を公開' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/上映のない日があるスクリーン/)).toBeNull();
  });

  it('publishes the range on confirm and closes', async () => {
    answer = {
      from: '2031-09-12',
      to: '2031-09-18',
      drafts: 3,
      published: 0,
      unpriced: none,
      lateHour: none,
      advance: { count: 1, items: [item(3, '先行上映（公開日 2031年9月19日）')] },
      emptyDays: [{ houseId: 3, houseName: 'スクリーン3', dates: ['2031-09-12', '2031-09-13'] }],
    };
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('公開日より前の上映回（先行上映）：1件')).toBeTruthy();
    // Screens left dark are a warning: publishing is still allowed.
    expect(within(dialog).getByText('上映のない日があるスクリーン：1件')).toBeTruthy();
    expect(within(dialog).getByText('スクリーン3: 9/12（金）・9/13（土） に上映がありません')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '3件を公開' }));
    await waitFor(() => expect(sentTo(scheduleEndpoints.publish)).toHaveLength(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(scheduleEndpoints.publish)).toEqual([{ cinemaId: 7, from: '2031-09-12', to: '2031-09-18' }]);
  });
});
