import { featureKeys } from '../../api/query.js';

// 再集計's query keys: 実行 invalidates the runs and their details.
export const rollupRebuildKeys = featureKeys('rollupRebuild');

/** A run still queued or running is read again this often, so its progress bar moves. */
export const POLL_MS = 2000;
