import { defineFeature } from './feature.js';
import { salesInvariantEndpoints } from './sales-rollups.endpoints.js';

// The sales rollups (docs/reports.md, "rollups") and their invariants (docs/sales.md, "invariants").
export const salesRollupsFeature = defineFeature({
  key: 'salesRollups',
  label: '売上の整合性チェック・集計',
  endpoints: { salesInvariant: { endpoints: salesInvariantEndpoints } },
  audits: { salesRollup: '売上集計' },
});
