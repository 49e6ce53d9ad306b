import { defineFeature } from './feature.js';
import { r } from './route-types.js';

export const helpFeature = defineFeature({
  key: 'help',
  label: 'ヘルプ',
  routes: [r({ path: '/help', group: 'help', label: 'ヘルプ', roles: [], module: null, public: true, menu: true })],
});
