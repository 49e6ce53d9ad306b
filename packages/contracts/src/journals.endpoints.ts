import { endpoint, onScreen } from './endpoint.js';
import { JOURNAL_SCREEN, journalDownloadQuery, journalFile, journalPreview, journalQuery } from './journals.js';

// 会計伝票ダウンロード (docs/accounting.md): head office of the brand codes listed in 全体設定 (a special screen).
export const journalEndpoints = {
  preview: endpoint({
    method: 'GET',
    path: '/api/journal/preview',
    summary: '会計伝票のプレビュー（劇場・対象月・伝票名ごとの仕訳行、借方合計・貸方合計）',
    access: onScreen(JOURNAL_SCREEN),
    query: journalQuery,
    answer: journalPreview,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/journal/download',
    summary: '会計伝票のCSV（Shift_JIS、弥生会計・freee会計・汎用）。未締めの月は provisional=true のときだけ（暫定）',
    access: onScreen(JOURNAL_SCREEN, 'export'),
    query: journalDownloadQuery,
    answer: journalFile,
    errors: ['conflict'],
  }),
};
