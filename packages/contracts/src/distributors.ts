import { z } from 'zod';

// 配給会社 ("film makers" in SPEC's call names): a 取引先 of the brand with role 配給会社 (docs/accounting.md,
// "配給会社は取引先"). Picked on the film form; 映画料集計 and 買掛・未払 read them. They are kept on 取引先 (/client).

/** GET /api/filmmakers/listMap: the brand's active 取引先 with role 配給会社, for pickers. */
export const distributorOption = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type DistributorOption = z.infer<typeof distributorOption>;
