import { z } from 'zod';

// JIS X 0401 order, codes 01-47 (docs/domain.md, "addresses and postal codes").
export const prefectureNames = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

export const prefectures = prefectureNames.map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name }));
export const prefectureCode = z.enum(prefectures.map((p) => p.code) as [string, ...string[]], {
  error: '「都道府県」を選択してください',
});
export const prefecture = z.object({ code: z.string(), name: z.string() });
export type Prefecture = z.infer<typeof prefecture>;

// Regions (地方区分) used to group cinemas, each listing its prefecture codes.
export const regions = [
  { code: 'hokkaido', name: '北海道', prefectures: ['01'] },
  { code: 'tohoku', name: '東北', prefectures: ['02', '03', '04', '05', '06', '07'] },
  { code: 'kanto', name: '関東', prefectures: ['08', '09', '10', '11', '12', '13', '14'] },
  { code: 'chubu', name: '中部', prefectures: ['15', '16', '17', '18', '19', '20', '21', '22', '23'] },
  { code: 'kinki', name: '近畿', prefectures: ['24', '25', '26', '27', '28', '29', '30'] },
  { code: 'chugoku', name: '中国', prefectures: ['31', '32', '33', '34', '35'] },
  { code: 'shikoku', name: '四国', prefectures: ['36', '37', '38', '39'] },
  { code: 'kyushu', name: '九州・沖縄', prefectures: ['40', '41', '42', '43', '44', '45', '46', '47'] },
] as const;
export const region = z.object({ code: z.string(), name: z.string(), prefectures: z.array(z.string()) });

export const prefectureName = (code: string | null | undefined): string | null =>
  code ? (prefectures.find((p) => p.code === code)?.name ?? null) : null;
