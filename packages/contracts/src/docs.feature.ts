import { docEndpoints } from './docs.endpoints.js';
import { defineFeature } from './feature.js';

export const docsFeature = defineFeature({
  key: 'docs',
  label: 'APIリファレンス',
  endpoints: { docs: { endpoints: docEndpoints } },
});
