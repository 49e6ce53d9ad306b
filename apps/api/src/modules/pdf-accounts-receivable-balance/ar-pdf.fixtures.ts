import { PDFParse } from 'pdf-parse';
import { clientGroups } from '../../db/schema/index.js';
import { auth, type TestContext } from '../../test/helper.js';
import { arApi, arFixture, clSale, depositOf, newClient } from '../account-receivable/account-receivable.fixtures.js';

// Shared by the 売掛 document suites: in 2031-05 (far from the demo history), three 取引先 of シネマライン:
// A (in a new 取引先グループ) owes April's sale, invoiced and paid in May less a 振込手数料, and May's sale, invoiced;
// B (no group) owes a May sale, not invoiced; Z (no group) bought in April and paid it all in May (残高 0).

export const M = '2031-05';

export async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

export async function arDocScenario(t: TestContext, hq: string) {
  const f = await arFixture(`${M}-07`, t);
  const api = arApi(t);
  const [group] = await t.database.db
    .insert(clientGroups)
    .values({ brandId: f.brandId, code: `G${Date.now() % 100000}`, name: 'テスト法人グループ' })
    .returning();
  if (!group) throw new Error('no group');
  const depositId = await depositOf(t, f.brandId);
  const a = await newClient(t, f.brandId, { clientGroupId: group.id, name: '青葉商事株式会社' });
  const b = await newClient(t, f.brandId, { name: '北星興業株式会社' });
  const z = await newClient(t, f.brandId, { name: '全額入金株式会社' });
  const aApril = await clSale(t, hq, f, a.id, '2031-04-10', { goods: 3 });
  const aInvApril = (await api.draw(hq, a.id, '2031-04')).invoice;
  const aMay = await clSale(t, hq, f, a.id, `${M}-03`, { goods: 1, popcorn: 2 });
  await api.pay(hq, {
    clientId: a.id,
    paidOn: `${M}-15`,
    amount: aInvApril.total - 330,
    fee: 330,
    depositId,
    invoiceIds: [aInvApril.id],
  });
  const aInvMay = (await api.draw(hq, a.id, M)).invoice;
  const bMay = await clSale(t, hq, f, b.id, `${M}-20`, { goods: 2 });
  const zApril = await clSale(t, hq, f, z.id, '2031-04-12', { goods: 1 });
  const zInv = (await api.draw(hq, z.id, '2031-04')).invoice;
  await api.pay(hq, { clientId: z.id, paidOn: `${M}-10`, amount: zInv.total, depositId, invoiceIds: [zInv.id] });
  return {
    f,
    group,
    a: { ...a, opening: aApril.total, sales: aMay.total, closing: aMay.total, invoices: [aInvApril, aInvMay] },
    b: { ...b, closing: bMay.total },
    z: { ...z, opening: zApril.total },
  };
}

export const getAs = (t: TestContext) => (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: auth(token) });
