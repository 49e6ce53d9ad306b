import { featureKeys } from '../../api/query.js';

// 取引先: read and written on the client screens; pickers elsewhere will read listMap under the same root.
export const clientKeys = featureKeys('clients');
