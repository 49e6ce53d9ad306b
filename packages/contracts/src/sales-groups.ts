import { z } from 'zod';
import { option, sortedList, timestamps } from './common.js';
import { labelled } from './enums.js';
import { accountingCode } from './accounting.js';
import { choice, flag, id, int, optionalText, queryBool, refId, requiredText, versionField } from './fields.js';
import { ja } from './messages.js';
import { ticketKind } from './price-templates.js';

// 販売グループ (/salesGroup-management, docs/accounting.md): how a brand's sales reach its books. Each group names its
// 勘定科目 and two 補助科目, and is assigned to shop items (売店・その他売上), payment methods, 券種 and 会費.

/** Where a 補助科目 comes from: typed text, or a 取引先 / 取引先グループ / 劇場 of the brand (its id as the value). */
export const salesGroupSubMethod = labelled(['free', 'client', 'clientGroup', 'cinema'], {
  free: '自由入力',
  client: '取引先',
  clientGroup: '取引先グループ',
  cinema: '劇場',
});
export type SalesGroupSubMethod = (typeof salesGroupSubMethod.values)[number];

/** 原価の扱い: what cost the group's sales carry (docs/accounting.md, "販売グループ"). */
export const salesGroupCostKind = labelled(['none', 'purchaseCost', 'filmFee'], {
  none: '原価なし',
  purchaseCost: '仕入原価',
  filmFee: '映画料',
});
export type SalesGroupCostKind = (typeof salesGroupCostKind.values)[number];

export const salesGroupLabels = {
  code: 'コード',
  name: '名称',
  subjectId: '勘定科目',
  sub1Method: '補助科目1の入力方法',
  sub1Value: '補助科目1',
  sub2Method: '補助科目2の入力方法',
  sub2Value: '補助科目2',
  costKind: '原価の扱い',
  sortOrder: '表示順',
  active: '有効',
} as const;
const L = salesGroupLabels;

const salesGroupFields = {
  code: accountingCode(L.code),
  name: requiredText(L.name, 40),
  subjectId: refId(L.subjectId),
  sub1Method: choice(salesGroupSubMethod, L.sub1Method).default('free'),
  sub1Value: optionalText(L.sub1Value, 40, { multiline: false }),
  sub2Method: choice(salesGroupSubMethod, L.sub2Method).default('free'),
  sub2Value: optionalText(L.sub2Value, 40, { multiline: false }),
  costKind: choice(salesGroupCostKind, L.costKind).default('none'),
  sortOrder: int(L.sortOrder, 0, 9999).default(0),
  active: flag(L.active).default(true),
};
export const salesGroupCreateBody = z.object(salesGroupFields);
export type SalesGroupCreateBody = z.infer<typeof salesGroupCreateBody>;
export const salesGroupUpdateBody = z.object({ id, version: versionField, ...salesGroupFields });
export type SalesGroupUpdateBody = z.infer<typeof salesGroupUpdateBody>;

export const salesGroup = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  code: z.string(),
  name: z.string(),
  subjectId: z.number().int(),
  /** The subject as 「コード 名称」. */
  subjectName: z.string(),
  sub1Method: salesGroupSubMethod.schema,
  sub1Value: z.string().nullable(),
  sub2Method: salesGroupSubMethod.schema,
  sub2Value: z.string().nullable(),
  costKind: salesGroupCostKind.schema,
  sortOrder: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type SalesGroup = z.infer<typeof salesGroup>;

export const salesGroupSortFields = ['code', 'name', 'sortOrder', 'updatedAt'] as const;
export const salesGroupListQuery = sortedList(salesGroupSortFields).extend({ active: queryBool });
export type SalesGroupListQuery = z.infer<typeof salesGroupListQuery>;

/** What is assigned per brand outside the shop items and payment methods: each 券種, and 会費. */
export const salesGroupTarget = labelled([...ticketKind.values, 'membershipFee'], {
  ...ticketKind.labels,
  membershipFee: '会費',
});
export type SalesGroupTarget = (typeof salesGroupTarget.values)[number];

export const salesGroupAssignmentsBody = z.object({
  assignments: z
    .array(
      z.object({
        target: choice(salesGroupTarget, '割当先'),
        salesGroupId: refId(L.name)
          .nullish()
          .transform((v) => v ?? null),
      }),
      { error: ja.invalidFormat('割当') },
    )
    .max(50, ja.invalidFormat('割当')),
});
export type SalesGroupAssignmentsBody = z.infer<typeof salesGroupAssignmentsBody>;

export const salesGroupAssignments = z.object({
  assignments: z.array(z.object({ target: salesGroupTarget.schema, salesGroupId: z.number().int().nullable() })),
  /** The choices of the forms: the brand's groups, active subjects, clients, client groups and cinemas. */
  groups: z.array(option),
  subjects: z.array(option),
  clients: z.array(option),
  clientGroups: z.array(option),
  cinemas: z.array(option),
});
export type SalesGroupAssignments = z.infer<typeof salesGroupAssignments>;

export const salesGroupMessages = {
  codeInUse: (code: string) => `コード「${code}」はすでに使われています`,
  inUse: (where: string[]) => `${where.join('、')}に割り当てられているため、この販売グループは削除できません`,
  subValueRequired: (label: string) => `「${label}」を選択してください`,
  duplicateTarget: '同じ割当先が2回指定されています',
};
