import { featureKeys } from '../../api/query.js';

// 会員制度: read and written on its screens (the member list reads its listMap under its own root).
export const membershipKeys = featureKeys('membership');
