import type { ShopItemKind } from '@cinema/contracts';
import { featureKeys } from '../../api/query.js';

// The brand's shop items: one key root for the four screens, each list under its kind.
export const shopItemKeys = featureKeys('shopItems');
export const shopItemListKey = (kind: ShopItemKind) => [...shopItemKeys.all, 'list', kind] as const;
