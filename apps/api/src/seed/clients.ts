import { asc } from 'drizzle-orm';
import { corporateNumberCheckDigit, type ClientRole } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, clientGroups, clients, deposits } from '../db/schema/index.js';
import { moreDistributors } from './distributors.data.js';
import { seedPayables } from './payables.js';

// Demo 取引先 (fictional companies): distributors, a card acquirer, ムビチケ, corporate customers in two
// groups; and the brand's two bank accounts. 登録番号 get a correct check digit from the 12-digit base.
const invoiceNumber = (base12: string) => `T${corporateNumberCheckDigit(base12)}${base12}`;

export type ClientSeed = {
  code: string;
  name: string;
  kana: string;
  role: ClientRole;
  group?: string;
  postalCode: string;
  prefectureCode: string;
  city: string;
  addressLine: string;
  phone: string;
  contactName: string;
  email: string;
  base12?: string;
  closingDay?: number;
  paymentMonth?: number;
  paymentDay?: number;
  bank?: { bankCode: string; branchCode: string; accountNumber: string; accountHolder: string };
};

const cinemaLineClients: ClientSeed[] = [
  {
    code: 'D001',
    name: '東邦映画配給株式会社',
    kana: 'トウホウエイガハイキュウ',
    role: 'distributor',
    group: 'DIST',
    postalCode: '1000006',
    prefectureCode: '13',
    city: '千代田区',
    addressLine: '有楽町1-2-3',
    phone: '03-1111-2001',
    contactName: '配給営業部 山田',
    email: 'haikyu@toho-eiga.example.jp',
    base12: '010001234561',
    closingDay: 31,
    paymentMonth: 1,
    paymentDay: 31,
    bank: { bankCode: '0001', branchCode: '110', accountNumber: '1234567', accountHolder: 'ﾄｳﾎｳｴｲｶﾞﾊｲｷﾕｳ(ｶ)' },
  },
  {
    code: 'D002',
    name: '東栄シネマ配給株式会社',
    kana: 'トウエイシネマハイキュウ',
    role: 'distributor',
    group: 'DIST',
    postalCode: '1040045',
    prefectureCode: '13',
    city: '中央区',
    addressLine: '築地3-4-5',
    phone: '03-1111-2002',
    contactName: '興行部 佐藤',
    email: 'kogyo@toei-cinema.example.jp',
    base12: '010001234572',
    bank: { bankCode: '0005', branchCode: '050', accountNumber: '7654321', accountHolder: 'ﾄｳｴｲｼﾈﾏﾊｲｷﾕｳ(ｶ)' },
  },
  {
    code: 'D003',
    name: '松竹梅ピクチャーズ株式会社',
    kana: 'ショウチクバイピクチャーズ',
    role: 'distributor',
    group: 'DIST',
    postalCode: '1040061',
    prefectureCode: '13',
    city: '中央区',
    addressLine: '銀座4-1-2',
    phone: '03-1111-2003',
    contactName: '配給部 鈴木',
    email: 'info@shochikubai.example.jp',
    base12: '010001234583',
    closingDay: 20,
    paymentMonth: 1,
    paymentDay: 10,
    bank: { bankCode: '0009', branchCode: '221', accountNumber: '0012345', accountHolder: 'ｼﾖｳﾁｸﾊﾞｲﾋﾟｸﾁﾔ-ｽﾞ(ｶ)' },
  },
  {
    code: 'P001',
    name: 'ジャパンカード決済株式会社',
    kana: 'ジャパンカードケッサイ',
    role: 'payment',
    postalCode: '1050001',
    prefectureCode: '13',
    city: '港区',
    addressLine: '虎ノ門2-3-4',
    phone: '03-1111-3001',
    contactName: '加盟店サポート',
    email: 'merchant@jcard-pay.example.jp',
    base12: '010401234594',
    closingDay: 15,
    paymentMonth: 0,
    paymentDay: 31,
  },
  {
    code: 'P002',
    name: 'ムビチケ精算窓口',
    kana: 'ムビチケ',
    role: 'payment',
    postalCode: '1070052',
    prefectureCode: '13',
    city: '港区',
    addressLine: '赤坂5-6-7',
    phone: '03-1111-3002',
    contactName: '劇場精算窓口',
    email: 'seisan@movieticket.example.jp',
    base12: '010401234605',
  },
  {
    code: 'C001',
    name: '株式会社みらい商事',
    kana: 'ミライショウジ',
    role: 'customer',
    group: 'CORP-A',
    postalCode: '1600022',
    prefectureCode: '13',
    city: '新宿区',
    addressLine: '新宿3-1-1',
    phone: '03-2222-4001',
    contactName: '総務部 高橋',
    email: 'soumu@mirai-shoji.example.jp',
    base12: '011101234616',
  },
  {
    code: 'C002',
    name: '青葉建設株式会社',
    kana: 'アオバケンセツ',
    role: 'customer',
    group: 'CORP-A',
    postalCode: '1500001',
    prefectureCode: '13',
    city: '渋谷区',
    addressLine: '神宮前6-7-8',
    phone: '03-2222-4002',
    contactName: '福利厚生課 伊藤',
    email: 'fukuri@aoba-kensetsu.example.jp',
    base12: '011001234627',
  },
  {
    code: 'C003',
    name: '東京さくら労働組合',
    kana: 'トウキョウサクラロウドウクミアイ',
    role: 'customer',
    group: 'CORP-B',
    postalCode: '1700013',
    prefectureCode: '13',
    city: '豊島区',
    addressLine: '東池袋1-2-3',
    phone: '03-2222-4003',
    contactName: '書記長 渡辺',
    email: 'info@sakura-union.example.jp',
  },
  {
    code: 'S001',
    name: '関東ポップコーン食品株式会社',
    kana: 'カントウポップコーンショクヒン',
    role: 'supplier',
    postalCode: '3300854',
    prefectureCode: '11',
    city: 'さいたま市大宮区',
    addressLine: '桜木町1-1-1',
    phone: '048-333-5001',
    contactName: '営業部 中村',
    email: 'order@kanto-popcorn.example.jp',
    base12: '030001234638',
  },
];

const miraiClients: ClientSeed[] = [
  {
    code: 'D001',
    name: '北星映画配給株式会社',
    kana: 'ホクセイエイガハイキュウ',
    role: 'distributor',
    group: 'DIST',
    postalCode: '0600001',
    prefectureCode: '01',
    city: '札幌市中央区',
    addressLine: '北一条西1-1',
    phone: '011-111-2001',
    contactName: '配給部 小林',
    email: 'info@hokusei-eiga.example.jp',
  },
];

const groupsOf: Record<string, { code: string; name: string }[]> = {
  CL: [
    { code: 'DIST', name: '配給会社' },
    { code: 'CORP-A', name: '法人顧客A（団体鑑賞）' },
    { code: 'CORP-B', name: '法人顧客B（福利厚生）' },
  ],
  MIRAI: [{ code: 'DIST', name: '配給会社' }],
};
// 配給会社 are 取引先 (docs/accounting.md, "配給会社は取引先"): the films' distributors are these, D001….
const clientsOf: Record<string, ClientSeed[]> = {
  CL: [...cinemaLineClients, ...moreDistributors.CL],
  MIRAI: [...miraiClients, ...moreDistributors.MIRAI],
};

const depositsOf = (brandCode: string) =>
  brandCode === 'CL'
    ? [
        {
          name: 'みずほ 本店（入金用）',
          purpose: 'receipt' as const,
          bankCode: '0001',
          branchCode: '100',
          accountNumber: '1111111',
          accountHolder: 'ｶ)ｼﾈﾏﾗｲﾝ',
          isDefault: true,
        },
        {
          name: '三井住友 新宿（振込用）',
          purpose: 'payment' as const,
          bankCode: '0009',
          branchCode: '221',
          accountNumber: '2222222',
          accountHolder: 'ｶ)ｼﾈﾏﾗｲﾝ',
          isDefault: true,
        },
      ]
    : [
        {
          name: '三菱UFJ 本店（入金用）',
          purpose: 'receipt' as const,
          bankCode: '0005',
          branchCode: '001',
          accountNumber: '3333333',
          accountHolder: 'ｶ)ﾐﾗｲｼﾈﾏ',
          isDefault: true,
        },
      ];

export async function seedClients(db: Db) {
  const all = await db.select({ id: brands.id, code: brands.code }).from(brands).orderBy(asc(brands.id));
  for (const b of all) {
    const groups = groupsOf[b.code];
    if (!groups) continue;
    const made = await db
      .insert(clientGroups)
      .values(groups.map((g, i) => ({ ...g, brandId: b.id, sortOrder: (i + 1) * 10 })))
      .returning({ id: clientGroups.id, code: clientGroups.code });
    const groupId = (code?: string) => made.find((g) => g.code === code)?.id ?? null;
    await db.insert(clients).values(
      (clientsOf[b.code] ?? []).map(({ group, base12, bank, ...c }) => ({
        ...c,
        brandId: b.id,
        type: 'corporation' as const,
        clientGroupId: groupId(group),
        invoiceNumber: base12 ? invoiceNumber(base12) : null,
        ...(bank ? { ...bank, accountType: 'ordinary' as const } : {}),
      })),
    );
    await db
      .insert(deposits)
      .values(depositsOf(b.code).map((d) => ({ ...d, brandId: b.id, accountType: 'ordinary' as const })));
  }
  // 買掛・未払 of the demo 仕入先 (seed/payables.ts).
  await seedPayables(db);
}
