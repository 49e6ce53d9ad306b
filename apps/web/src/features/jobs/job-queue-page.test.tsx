import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobEndpoints } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import JobQueuePage from './job-queue-page.js';

const failed = {
  id: 41,
  queue: 'auth.purgeSessions',
  status: 'failed' as const,
  attempts: 3,
  maxAttempts: 3,
  runAt: '2026-11-23T04:30:00+09:00',
  lockedBy: null,
  lockedAt: null,
  lastError: 'connection lost',
  payload: {},
  createdAt: '2026-11-23T04:30:00+09:00',
  finishedAt: '2026-11-23T04:31:00+09:00',
};
let jobs = [failed];
const { sentTo, fetchMock } = stubEndpoints([
  on(jobEndpoints.summary, () => [
    {
      queue: 'auth.purgeSessions',
      queued: 0,
      running: 0,
      failed: jobs.filter((j) => j.status === 'failed').length,
      done: 12,
      oldestDueAt: null,
    },
  ]),
  on(jobEndpoints.list, ({ query }) => {
    const list = jobs.filter((j) => !query.get('status') || j.status === query.get('status'));
    return { list, total: list.length, page: 0, pageSize: 20 };
  }),
  on(jobEndpoints.retry, ({ params }) => {
    jobs = jobs.map((j) => (j.id === Number(params.id) ? { ...j, status: 'queued' as never, attempts: 0 } : j));
    return jobs[0];
  }),
]);

beforeEach(() => {
  jobs = [failed];
  signIn(testSession('operator'));
});

describe('job queue page', () => {
  it('opens on the failed jobs with their error and counts per queue, and retries one', async () => {
    renderWithProviders(<JobQueuePage />);
    const row = (await screen.findByText('connection lost')).closest('tr')!;
    expect(within(row).getByText('期限切れセッションの削除')).toBeTruthy();
    expect(within(row).getByText('失敗')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=failed'))).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: '再実行' }));
    await waitFor(() => expect(sentTo(jobEndpoints.retry)).toHaveLength(1));
    // The failed filter no longer finds it once it waits again.
    await waitFor(() => expect(screen.queryByText('connection lost')).toBeNull());
  });
});
