import type { FilmClassification } from '@cinema/contracts';
import type { GenreKey } from './film-genres.data.js';

// Demo films: invented titles, people and companies; synopses are written for this demo.
// Any likeness to a real work or company is unintended.

export interface DistributorSeed {
  code: string;
  name: string;
  nameKana: string;
  invoiceNumber: string | null;
  contactName: string;
  phone: string;
}

export const distributorsByBrand: Record<'CL' | 'MIRAI', DistributorSeed[]> = {
  CL: [
    {
      code: 'D001',
      name: '青空シネマ配給',
      nameKana: 'アオゾラシネマハイキュウ',
      invoiceNumber: 'T9000000000011',
      contactName: '高橋 誠',
      phone: '03-5555-0101',
    },
    {
      code: 'D002',
      name: '星野フィルム',
      nameKana: 'ホシノフィルム',
      invoiceNumber: 'T9000000000022',
      contactName: '中村 由紀',
      phone: '03-5555-0102',
    },
    {
      code: 'D003',
      name: 'ミナトピクチャーズ',
      nameKana: 'ミナトピクチャーズ',
      invoiceNumber: 'T9000000000033',
      contactName: '小林 健',
      phone: '03-5555-0103',
    },
    {
      code: 'D004',
      name: '白樺映像配給',
      nameKana: 'シラカバエイゾウハイキュウ',
      invoiceNumber: null,
      contactName: '加藤 美咲',
      phone: '03-5555-0104',
    },
    {
      code: 'D005',
      name: '月光フィルムズ',
      nameKana: 'ゲッコウフィルムズ',
      invoiceNumber: 'T9000000000055',
      contactName: '吉田 大輔',
      phone: '03-5555-0105',
    },
    {
      code: 'D006',
      name: '北斗エンタテインメント',
      nameKana: 'ホクトエンタテインメント',
      invoiceNumber: 'T9000000000066',
      contactName: '山本 彩',
      phone: '03-5555-0106',
    },
  ],
  MIRAI: [
    {
      code: 'D001',
      name: 'なにわ映画配給',
      nameKana: 'ナニワエイガハイキュウ',
      invoiceNumber: 'T9000000000077',
      contactName: '松本 翔',
      phone: '06-5555-0201',
    },
    {
      code: 'D002',
      name: 'さくらフィルム',
      nameKana: 'サクラフィルム',
      invoiceNumber: null,
      contactName: '井上 結衣',
      phone: '06-5555-0202',
    },
    {
      code: 'D003',
      name: 'ユニオン映像',
      nameKana: 'ユニオンエイゾウ',
      invoiceNumber: 'T9000000000099',
      contactName: '木村 拓也',
      phone: '06-5555-0203',
    },
  ],
};

/** [name, kana, original name, genre key, country, minutes, classification] */
export type FilmSeedRow = [string, string, string | null, GenreKey, string, number, FilmClassification];

export const filmsByBrand: Record<'CL' | 'MIRAI', FilmSeedRow[]> = {
  CL: [
    ['風の向こうの街', 'カゼノムコウノマチ', null, 'drama', '日本', 118, 'G'],
    ['星降る夜のレストラン', 'ホシフルヨルノレストラン', null, 'romance', '日本', 112, 'G'],
    ['鋼鉄の守護者', 'コウテツノシュゴシャ', 'Iron Warden', 'action', 'アメリカ', 136, 'PG12'],
    ['夜明けの滑走路', 'ヨアケノカッソウロ', null, 'drama', '日本', 124, 'G'],
    ['深海都市アトラス', 'シンカイトシアトラス', 'Abyssal City', 'sf', 'アメリカ', 142, 'PG12'],
    ['ぼくらの夏休み探検隊', 'ボクラノナツヤスミタンケンタイ', null, 'animation', '日本', 95, 'G'],
    ['影を追う者', 'カゲヲオウモノ', null, 'thriller', '日本', 128, 'PG12'],
    ['真夜中の訪問者', 'マヨナカノホウモンシャ', null, 'horror', '日本', 102, 'R15+'],
    [
      'ラスト・ダンスは雨の中',
      'ラストダンスハアメノナカ',
      'La dernière danse sous la pluie',
      'romance',
      'フランス',
      110,
      'G',
    ],
    ['銀の翼と七つの海', 'ギンノツバサトナナツノウミ', null, 'animation', '日本', 108, 'G'],
    [
      '氷の王国と小さな勇者',
      'コオリノオウコクトチイサナユウシャ',
      'The Little Brave of Frostland',
      'animation',
      'アメリカ',
      99,
      'G',
    ],
    ['暗殺者たちの晩餐', 'アンサツシャタチノバンサン', 'Dinner of Assassins', 'action', '韓国', 121, 'R15+'],
    ['東京ノクターン', 'トウキョウノクターン', null, 'music', '日本', 115, 'G'],
    ['約束の桜並木', 'ヤクソクノサクラナミキ', null, 'romance', '日本', 117, 'G'],
    ['グレイ・ゾーン', 'グレイゾーン', 'Gray Zone', 'crime', 'アメリカ', 131, 'R15+'],
    ['百年目の手紙', 'ヒャクネンメノテガミ', null, 'drama', '日本', 126, 'G'],
    ['迷宮のパティシエ', 'メイキュウノパティシエ', null, 'comedy', '日本', 104, 'G'],
    ['境界線の向こう側', 'キョウカイセンノムコウガワ', 'Beyond the Line', 'war', 'イギリス', 139, 'PG12'],
    ['カタナ・ブレイカー', 'カタナブレイカー', null, 'action', '日本', 118, 'PG12'],
    ['夜の底の花', 'ヨルノソコノハナ', null, 'drama', '日本', 120, 'R18+'],
    ['ドラゴンの卵', 'ドラゴンノタマゴ', null, 'animation', '日本', 97, 'G'],
    ['ハーバーライト・ブルース', 'ハーバーライトブルース', 'Harbor Light Blues', 'music', 'アメリカ', 109, 'G'],
    ['赤い靴の探偵', 'アカイクツノタンテイ', null, 'mystery', '日本', 113, 'G'],
    ['十三番目の乗客', 'ジュウサンバンメノジョウキャク', 'El pasajero trece', 'thriller', 'スペイン', 107, 'PG12'],
    ['青いポストの町', 'アオイポストノマチ', null, 'drama', '日本', 101, 'G'],
    ['異界の門', 'イカイノモン', 'Gate of the Other Side', 'horror', '韓国', 112, 'R15+'],
    ['最後の一球', 'サイゴノイッキュウ', null, 'sports', '日本', 122, 'G'],
    ['ネオン・ラビリンス', 'ネオンラビリンス', null, 'sf', '日本', 133, 'PG12'],
    ['北の果ての灯台守', 'キタノハテノトウダイモリ', 'Fyrvokteren', 'drama', 'ノルウェー', 116, 'G'],
    ['スペース・キャラバン', 'スペースキャラバン', 'Space Caravan', 'sf', 'アメリカ', 140, 'G'],
    ['獣たちの沈黙', 'ケモノタチノチンモク', null, 'thriller', '日本', 125, 'R15+'],
    ['おばあちゃんの台所', 'オバアチャンノダイドコロ', null, 'documentary', '日本', 88, 'G'],
    ['月曜日のシンデレラ', 'ゲツヨウビノシンデレラ', null, 'comedy', '日本', 106, 'G'],
    ['灼熱のサーキット', 'シャクネツノサーキット', 'Circuito Rovente', 'action', 'イタリア', 127, 'G'],
    ['封じられた記憶', 'フウジラレタキオク', null, 'mystery', '日本', 119, 'PG12'],
    ['こぐまのポッケ', 'コグマノポッケ', null, 'animation', '日本', 72, 'G'],
    ['リバーサイド・ストーリー', 'リバーサイドストーリー', 'Riverside Story', 'drama', 'イギリス', 114, 'G'],
    ['深紅の契約', 'シンクノケイヤク', null, 'crime', '日本', 130, 'R18+'],
    ['ロボット大作戦ギアーズ', 'ロボットダイサクセンギアーズ', null, 'animation', '日本', 94, 'G'],
    ['空白の一日', 'クウハクノイチニチ', null, 'drama', '日本', 111, 'PG12'],
  ],
  MIRAI: [
    ['なにわ商店街物語', 'ナニワショウテンガイモノガタリ', null, 'comedy', '日本', 109, 'G'],
    ['白い砂漠の旅人', 'シロイサバクノタビビト', 'Le voyageur du désert blanc', 'drama', 'フランス', 123, 'G'],
    ['夜叉の刻', 'ヤシャノトキ', null, 'action', '日本', 128, 'R15+'],
    ['春風ダイアリー', 'ハルカゼダイアリー', null, 'romance', '日本', 108, 'G'],
    ['ゴースト・ハイウェイ', 'ゴーストハイウェイ', 'Ghost Highway', 'horror', 'アメリカ', 99, 'R15+'],
    ['ちいさな宇宙飛行士', 'チイサナウチュウヒコウシ', null, 'animation', '日本', 90, 'G'],
    ['沈黙の証言', 'チンモクノショウゲン', null, 'mystery', '日本', 135, 'PG12'],
    ['ブルー・ムーン・カフェ', 'ブルームーンカフェ', 'Blue Moon Cafe', 'romance', '韓国', 112, 'G'],
    ['大阪ナイトランナー', 'オオサカナイトランナー', null, 'action', '日本', 117, 'PG12'],
    ['深夜零時の告白', 'シンヤレイジノコクハク', null, 'drama', '日本', 121, 'R18+'],
  ],
};
