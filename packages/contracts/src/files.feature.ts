import { defineFeature } from './feature.js';
import { fileEndpoints } from './files.endpoints.js';

// Files are served under /api/system too; a group of their own.
export const filesFeature = defineFeature({
  key: 'files',
  label: 'ファイル・画像',
  endpoints: { file: { endpoints: fileEndpoints } },
  audits: { file: 'ファイル' },
});
