import { z } from 'zod';
import { cleanString } from './text.js';
import { sortedList } from './common.js';
import { labelled } from './enums.js';

// The job queue as the platform operator reads it (ジョブ管理): what waits, runs and failed.

export const jobStatus = labelled(['queued', 'running', 'done', 'failed'], {
  queued: '待機中',
  running: '実行中',
  done: '完了',
  failed: '失敗',
});
export type JobStatus = (typeof jobStatus.values)[number];

export const jobLabels = {
  id: 'ジョブID',
  queue: 'キュー',
  status: '状態',
  attempts: '試行回数',
  runAt: '実行予定',
  lockedBy: '実行中のプロセス',
  lastError: 'エラー',
  createdAt: '登録日時',
  finishedAt: '終了日時',
} as const;

/** Queues that are known to the runner, with Japanese names for the screen. */
export const jobQueueLabels: Record<string, string> = {
  'auth.purgeSessions': '期限切れセッションの削除',
  'ticketMail.sweep': 'チケットメールの送信',
};

export const jobQueueSummary = z.object({
  queue: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  done: z.number().int(),
  /** When the oldest waiting job was due; null when none waits. */
  oldestDueAt: z.string().nullable(),
});
export type JobQueueSummary = z.infer<typeof jobQueueSummary>;

export const jobListItem = z.object({
  id: z.number().int(),
  queue: z.string(),
  status: jobStatus.schema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lockedBy: z.string().nullable(),
  lockedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  payload: z.unknown(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobListItem = z.infer<typeof jobListItem>;

export const jobSortFields = ['id', 'runAt', 'createdAt', 'finishedAt'] as const;
export const jobListQuery = sortedList(jobSortFields).extend({
  status: jobStatus.schema.optional(),
  queue: cleanString('キュー').trim().max(100).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

export const jobRetried = 'ジョブを再実行待ちにしました。';
export const jobNotFailed = '失敗したジョブだけを再実行できます。';
