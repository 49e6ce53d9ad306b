import type { ClientSeed } from './clients.js';

// More demo 配給会社 (fictional companies), as 取引先 with role distributor: the films cycle over the brand's
// distributors by code (seed/films.ts). 白樺映像配給 and さくらフィルム have no 登録番号 (免税事業者).
const dist = (
  code: string,
  name: string,
  kana: string,
  phone: string,
  contactName: string,
  base12: string | undefined,
  bank: ClientSeed['bank'],
): ClientSeed => ({
  code,
  name,
  kana,
  role: 'distributor',
  group: 'DIST',
  postalCode: '1040061',
  prefectureCode: '13',
  city: '中央区',
  addressLine: `銀座${code.slice(-1)}-5-1`,
  phone,
  contactName,
  email: `${code.toLowerCase()}@distributor.example.jp`,
  base12,
  bank,
});

export const moreDistributors: Record<'CL' | 'MIRAI', ClientSeed[]> = {
  CL: [
    dist('D004', '白樺映像配給', 'シラカバエイゾウハイキュウ', '03-5555-0104', '加藤 美咲', undefined, {
      bankCode: '0001',
      branchCode: '120',
      accountNumber: '3456789',
      accountHolder: 'ｼﾗｶﾊﾞｴｲｿﾞｳﾊｲｷﾕｳ',
    }),
    dist('D005', '月光フィルムズ株式会社', 'ゲッコウフィルムズ', '03-5555-0105', '吉田 大輔', '040001234651', {
      bankCode: '0005',
      branchCode: '060',
      accountNumber: '4567890',
      accountHolder: 'ｹﾞﾂｺｳﾌｲﾙﾑｽﾞ(ｶ)',
    }),
    dist(
      'D006',
      '北斗エンタテインメント株式会社',
      'ホクトエンタテインメント',
      '03-5555-0106',
      '山本 彩',
      '040001234662',
      {
        bankCode: '0009',
        branchCode: '230',
        accountNumber: '5678901',
        accountHolder: 'ﾎｸﾄｴﾝﾀﾃｲﾝﾒﾝﾄ(ｶ)',
      },
    ),
  ],
  MIRAI: [
    dist('D002', 'さくらフィルム', 'サクラフィルム', '06-5555-0202', '井上 結衣', undefined, {
      bankCode: '0005',
      branchCode: '400',
      accountNumber: '6789012',
      accountHolder: 'ｻｸﾗﾌｲﾙﾑ',
    }),
    dist('D003', 'ユニオン映像株式会社', 'ユニオンエイゾウ', '06-5555-0203', '木村 拓也', '040001234673', {
      bankCode: '0001',
      branchCode: '500',
      accountNumber: '7890123',
      accountHolder: 'ﾕﾆｵﾝｴｲｿﾞｳ(ｶ)',
    }),
  ],
};
