import { bankAccountLabels as B, bankAccountType } from './bank-accounts.js';
import { depositLabels as L, depositPurpose, type DepositCreateBody } from './deposits.js';
import { blank, boolCell, byLabel, cellReader, type ImportColumn } from './imports.js';

// The 入金口座 import file: the list's labels as headers. 金融機関 and 支店 are the 全銀 codes (4 and
// 3 digits); depositCreateBody judges each row, and the API checks the codes against the master.

export const depositImportColumns: ImportColumn[] = [
  { header: L.name, field: 'name', required: true },
  { header: L.purpose, field: 'purpose', required: true },
  { header: `${B.bankCode}コード`, field: 'bankCode', required: true },
  { header: `${B.branchCode}コード`, field: 'branchCode', required: true },
  { header: B.accountType, field: 'accountType', required: true },
  { header: B.accountNumber, field: 'accountNumber', required: true },
  { header: B.accountHolder, field: 'accountHolder', required: true },
  { header: L.isDefault, field: 'isDefault' },
  { header: L.memo, field: 'memo' },
];

/** One file row (header → cell text) as the create body. */
export function depositFromImportRow(cells: Record<string, string>): Partial<DepositCreateBody> {
  const c = cellReader(depositImportColumns, cells);
  return {
    name: c('name') ?? '',
    purpose: byLabel(c('purpose'), depositPurpose.labels) as DepositCreateBody['purpose'],
    bankCode: c('bankCode') ?? '',
    branchCode: c('branchCode') ?? '',
    accountType: byLabel(c('accountType'), bankAccountType.labels) as DepositCreateBody['accountType'],
    accountNumber: c('accountNumber') ?? '',
    accountHolder: c('accountHolder') ?? '',
    isDefault: (boolCell(c('isDefault')) as boolean | undefined) ?? false,
    memo: blank(c('memo')) ? null : c('memo'),
  };
}
