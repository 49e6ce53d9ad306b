import { defineFeature } from './feature.js';
import { stockLocationEndpoints } from './stock-locations.endpoints.js';

// The 保管場所 of a cinema, kept on the 在庫一覧 screen (inventory.feature.ts).
export const stockLocationsFeature = defineFeature({
  key: 'stockLocations',
  label: '在庫の保管場所',
  endpoints: { stockLocation: { endpoints: stockLocationEndpoints } },
  audits: { stockLocation: '保管場所' },
});
