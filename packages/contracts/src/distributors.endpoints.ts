import { z } from 'zod';
import { distributorOption } from './distributors.js';
import { endpoint, sessionAccess } from './endpoint.js';

// 配給会社 (SPEC's "filmmakers"): the picker of the brand's 取引先 with role 配給会社; they are edited on 取引先.
export const distributorEndpoints = {
  listMap: endpoint({
    method: 'GET',
    path: '/api/filmmakers/listMap',
    summary: '配給会社の選択肢（取引区分が配給会社の有効な取引先）',
    access: sessionAccess,
    answer: z.array(distributorOption),
  }),
};
