import { z } from 'zod';
import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { jobListItem, jobListQuery, jobQueueSummary } from './jobs.js';

// The job queue for the platform operator: counts per queue, the jobs, and a retry of a failed one.
export const jobEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/job/summary',
    summary: 'キューごとの待機・実行中・失敗・完了の件数',
    access: onScreen('/job-queue'),
    answer: z.array(jobQueueSummary),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/job/list',
    summary: 'ジョブ一覧（状態・キューで絞り込み）',
    access: onScreen('/job-queue'),
    query: jobListQuery,
    answer: listOf(jobListItem),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/job/retry/:id',
    summary: '失敗したジョブを再実行待ちに戻す',
    access: onScreen('/job-queue', 'update'),
    params: idParams,
    answer: jobListItem,
    errors: ['conflict'],
  }),
};
