import { and, eq } from 'drizzle-orm';
import {
  blankVouchers,
  type AccountKind,
  type AccountTaxKind,
  type AccountingSettlement,
  type AccountingVouchers,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { seedSalesGroups } from './sales-groups.js';
import { accountingSettings, accountingSubjects, brands, clients, paymentMethods } from '../db/schema/index.js';

// シネマライン's 勘定科目 and 会計設定 (docs/accounting.md): a cinema chain's usual chart, the fiscal year from
// April, クレジットカード settled by its acquirer and ムビチケ by its 精算窓口 (the demo 取引先 P001, P002).

type SubjectSeed = [code: string, name: string, kind: AccountKind, taxKind: AccountTaxKind, subs?: boolean];
const subjects: SubjectSeed[] = [
  ['100', '現金', 'cash', 'notTaxable'],
  ['110', '普通預金', 'odyDeposit', 'notTaxable', true],
  ['130', '売掛金', 'accReceivable', 'notTaxable', true],
  ['135', '未収入金', 'otherReceivable', 'notTaxable', true],
  ['140', '商品', 'inventory', 'notTaxable'],
  ['150', '仮払消費税', 'otherAssets', 'notTaxable'],
  ['300', '買掛金', 'accPayable', 'notTaxable', true],
  ['310', '未払金', 'otherPayable', 'notTaxable', true],
  ['320', '前受金（前売券）', 'advancePay', 'notTaxable'],
  ['330', '預り金', 'deposit', 'notTaxable'],
  ['340', '仮受金', 'tempReceipt', 'notTaxable'],
  ['350', '仮受消費税', 'otherDebt', 'notTaxable'],
  ['360', 'ポイント引当金', 'otherDebt', 'notTaxable'],
  ['500', '売上高（興行収入）', 'earnings', 'taxableSales10'],
  ['510', '売上高（売店）', 'earnings', 'taxableSales8'],
  ['520', '売上高（その他）', 'earnings', 'taxableSales10'],
  ['600', '売上原価（映画料）', 'costOfSales', 'taxablePurchase10', true],
  ['610', '売上原価（売店）', 'costOfSales', 'taxablePurchase8'],
  ['700', '支払手数料', 'adminExp', 'taxablePurchase10'],
  ['710', '広告宣伝費', 'adminExp', 'taxablePurchase10'],
  ['720', '販売促進費', 'adminExp', 'notTaxable'],
  ['800', '受取利息', 'nonopIncome', 'exemptSales'],
  ['900', '仮払金', 'suspenseAcc', 'notTaxable'],
];

const settledBy: Record<string, string> = { CREDIT: 'P001', MOVIETICKET: 'P002' };

export async function seedAccounting(db: Db) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, 'CL'));
  if (!brand) return;
  const brandId = brand.id;
  const made = await db
    .insert(accountingSubjects)
    .values(
      subjects.map(([code, name, kind, taxKind, subs], i) => ({
        brandId,
        code,
        name,
        kind,
        taxKind,
        usesSubAccounts: subs ?? false,
        sortOrder: (i + 1) * 10,
      })),
    )
    .returning({ id: accountingSubjects.id, code: accountingSubjects.code });
  const subject = (code: string) => made.find((s) => s.code === code)?.id ?? null;
  const settlements: AccountingSettlement[] = [];
  for (const [method, client] of Object.entries(settledBy)) {
    const [m] = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.brandId, brandId), eq(paymentMethods.code, method)));
    const [c] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.brandId, brandId), eq(clients.code, client)));
    if (m && c) settlements.push({ paymentMethodId: m.id, clientId: c.id });
  }
  const vouchers: AccountingVouchers = {
    ...blankVouchers(),
    dailyReport: { debitSubjectId: subject('100'), creditSubjectId: subject('500'), description: '日報売上' },
    filmFee: { debitSubjectId: subject('600'), creditSubjectId: subject('300'), description: '映画料計上' },
    accountsPayable: { debitSubjectId: subject('610'), creditSubjectId: subject('300'), description: '売店仕入' },
    filmFeePayment: { debitSubjectId: subject('300'), creditSubjectId: subject('110'), description: '映画料支払' },
  };
  await db.insert(accountingSettings).values({ brandId, fiscalYearStartMonth: 4, settlements, vouchers });
  await seedSalesGroups(db);
}
