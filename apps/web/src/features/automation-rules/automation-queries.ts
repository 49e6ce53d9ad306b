import { featureKeys } from '../../api/query.js';

// 自動化ルール: its rules, runs and previews (the 会員制度 options are the member screens').
export const automationKeys = featureKeys('automationRules');
