import { featureKeys } from '../../api/query.js';

// The brand's bank accounts: read and written on /deposit only.
export const depositKeys = featureKeys('deposits');
