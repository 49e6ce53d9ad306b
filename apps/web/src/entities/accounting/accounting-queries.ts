import { featureKeys } from '../../api/query.js';

// 会計設定: the 勘定科目 list and the settings form share this root, so saving a subject refreshes the
// settings form's subject choices.
export const accountingKeys = featureKeys('accounting');
