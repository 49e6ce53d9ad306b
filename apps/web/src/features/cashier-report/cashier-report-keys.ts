import { featureKeys } from '../../api/query.js';

/** レジ精算's query keys: a console action invalidates them all (the list, the open detail, the exceptions). */
export const cashierReportKeys = featureKeys('cashierReport');
