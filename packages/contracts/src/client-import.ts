import { z } from 'zod';
import { prefectures } from './address.js';
import {
  clientCreateBody,
  clientLabels as L,
  clientRole,
  clientType,
  END_OF_MONTH,
  holidayRule,
  paymentMonthLabels,
  type ClientCreateInput,
} from './clients.js';
import { blank, boolCell, byLabel, cellReader, type ImportColumn, numberCell } from './imports.js';
import { toAsciiText } from './normalize.js';

// The 取引先 import file: the list's labels as headers. Cells arrive as text; this turns them into the
// create body, and clientCreateBody judges them with its usual Japanese messages. The group is named
// by its code (or its name, as the list's export writes it); the 振込先口座 is set on the screen.

export const clientImportColumns: ImportColumn[] = [
  { header: L.code, field: 'code', required: true },
  { header: L.name, field: 'name', required: true },
  { header: L.kana, field: 'kana', required: true },
  { header: L.type, field: 'type', required: true },
  { header: L.role, field: 'role', required: true },
  { header: L.postalCode, field: 'postalCode' },
  { header: L.prefectureCode, field: 'prefectureCode' },
  { header: L.city, field: 'city' },
  { header: L.addressLine, field: 'addressLine' },
  { header: L.building, field: 'building' },
  { header: L.phone, field: 'phone' },
  { header: L.contactName, field: 'contactName' },
  { header: L.email, field: 'email' },
  { header: L.invoiceNumber, field: 'invoiceNumber' },
  { header: L.closingDay, field: 'closingDay' },
  { header: L.paymentMonth, field: 'paymentMonth' },
  { header: L.paymentDay, field: 'paymentDay' },
  { header: L.holidayRule, field: 'holidayRule' },
  { header: L.paymentTerms, field: 'paymentTerms' },
  { header: L.clientGroupId, field: 'clientGroupCode' },
  { header: L.memo, field: 'memo' },
  { header: L.active, field: 'active' },
];

export const clientImportMessages = {
  unknownGroup: (v: string) => `取引先グループ「${v}」が見つかりません。登録済みのグループのコードを入力してください`,
};

/** A row as the import judges it: the create body, with the group still named by its code. */
export const clientImportRow = clientCreateBody.extend({
  clientGroupCode: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type ClientImportRow = z.infer<typeof clientImportRow>;
export type ClientImportRowInput = z.input<typeof clientImportRow>;

/** 東京都, 東京, 13 or 13; anything else is kept for the schema to refuse. */
export function prefectureCell(v: string | undefined): string | undefined {
  if (blank(v)) return undefined;
  const t = toAsciiText(v ?? '').trim();
  const found = prefectures.find(
    (p) => p.name === t || p.name.replace(/[都府県]$/, '') === t || p.code === t.padStart(2, '0'),
  );
  return found?.code ?? t;
}

/** 20, 20日, 末, 末日 or 月末 (31 stands for the month's last day). */
export function dayCell(v: string | undefined): unknown {
  if (blank(v)) return undefined;
  const t = toAsciiText(v ?? '').trim();
  if (['末', '末日', '月末'].includes(t)) return END_OF_MONTH;
  return numberCell(t.replace(/日$/, ''));
}

/** 当月, 翌月, 翌々月, 3か月後 or the number of months after closing (0-3). */
function monthCell(v: string | undefined): unknown {
  if (blank(v)) return undefined;
  const t = toAsciiText(v ?? '').trim();
  const i = paymentMonthLabels.findIndex((label) => toAsciiText(label) === t);
  return i >= 0 ? i : numberCell(t);
}

/** One file row (header → cell text) as the import row (the create body with the group's code). */
export function clientFromImportRow(cells: Record<string, string>): ClientImportRowInput {
  const c = cellReader(clientImportColumns, cells);
  const text = (field: string) => (blank(c(field)) ? null : c(field));
  /** Digits typed full width in a spreadsheet (１６０－００２２) read as the form's half width. */
  const ascii = (field: string) => (blank(c(field)) ? null : toAsciiText(c(field) ?? ''));
  return {
    code: c('code') ?? '',
    name: c('name') ?? '',
    kana: c('kana') ?? '',
    type: byLabel(c('type'), clientType.labels) as ClientCreateInput['type'],
    role: byLabel(c('role'), clientRole.labels) as ClientCreateInput['role'],
    postalCode: ascii('postalCode'),
    prefectureCode: prefectureCell(c('prefectureCode')),
    city: text('city'),
    addressLine: text('addressLine'),
    building: text('building'),
    phone: ascii('phone'),
    contactName: text('contactName'),
    email: text('email'),
    invoiceNumber: text('invoiceNumber'),
    closingDay: dayCell(c('closingDay')) as number | undefined,
    paymentMonth: monthCell(c('paymentMonth')) as number | undefined,
    paymentDay: dayCell(c('paymentDay')) as number | undefined,
    holidayRule: byLabel(c('holidayRule'), holidayRule.labels) as ClientCreateInput['holidayRule'],
    paymentTerms: text('paymentTerms'),
    clientGroupId: null,
    clientGroupCode: text('clientGroupCode')?.trim() ?? null,
    bankAccount: null,
    memo: text('memo'),
    active: boolCell(c('active')) as boolean | undefined,
  };
}
