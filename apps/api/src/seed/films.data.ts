import type { FilmClassification } from '@cinema/contracts';

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

export const distributorsByBrand: Record<string, DistributorSeed[]> = {
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

export const filmsByBrand: Record<string, FilmSeedRow[]> = {
  CL: [
    ['風の向こうの街', 'カゼノムコウノマチ', null, 'drama', '日本', 118, 'G'],
    ['星降る夜のレストラン', 'ホシフルヨルノレストラン', null, 'romance', '日本', 112, 'G'],
    ['鋼鉄の守護者', 'コウテツノシュゴシャ', 'Iron Warden', 'action', 'アメリカ', 136, 'PG12'],
    ['夜明けの滑走路', 'ヨアケノカッソウロ', null, 'drama', '日本', 124, 'G'],
    ['深海都市アトラス', 'シンカイトシアトラス', 'Abyssal City', 'sf', 'アメリカ', 142, 'PG12'],
    ['ぼくらの夏休み探検隊', 'ボクラノナツヤスミタンケンタイ', null, 'animation', '日本', 95, 'G'],
    ['影を追う者', 'カゲヲオウモノ', null, 'thriller', '日本', 128, 'PG12'],
    ['真夜中の訪問者', 'マヨナカノホウモンシャ', null, 'horror', '日本', 102, 'R15+'],
    ['ラスト・ダンスは雨の中', 'ラストダンスハアメノナカ', 'La dernière danse sous la pluie', 'romance', 'フランス', 110, 'G'],
    ['銀の翼と七つの海', 'ギンノツバサトナナツノウミ', null, 'animation', '日本', 108, 'G'],
    ['氷の王国と小さな勇者', 'コオリノオウコクトチイサナユウシャ', 'The Little Brave of Frostland', 'animation', 'アメリカ', 99, 'G'],
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

export type GenreKey = keyof typeof genres;

/** Genre label, a neutral synopsis (title inserted) and a slogan. */
export const genres = {
  drama: {
    label: 'ヒューマンドラマ',
    synopsis:
      'ある出来事をきっかけに離ればなれになった家族が、小さな町で再び向き合う。日々の暮らしの中で少しずつ変わっていく人々の姿を、四季の風景とともに静かに描く。',
    slogan: 'もう一度、ここから始めよう。',
  },
  romance: {
    label: 'ラブストーリー',
    synopsis:
      '偶然の出会いから始まった二人の関係は、すれ違いを重ねながらも少しずつ近づいていく。大切な人を想う気持ちと、それぞれの夢との間で揺れる日々を描く。',
    slogan: 'この想いは、きっと届く。',
  },
  action: {
    label: 'アクション',
    synopsis:
      '巨大な陰謀に巻き込まれた主人公は、仲間とともに街を守るために立ち上がる。迫力ある追跡劇と、信頼をめぐる人間模様が交差するアクション大作。',
    slogan: '守るべきもののために、走れ。',
  },
  sf: {
    label: 'SF',
    synopsis:
      '遠い未来、人類は新たな居住地を求めて未知の世界へ向かう。調査隊が出会うのは、想像を超える光景と、人類の選択を問う大きな謎だった。',
    slogan: 'その先に、まだ見ぬ世界がある。',
  },
  animation: {
    label: 'アニメーション',
    synopsis:
      '好奇心いっぱいの子どもたちが、不思議な出来事をきっかけに大冒険へ出発する。友情と勇気、そして家族の温かさを描く、世代を問わず楽しめるアニメーション。',
    slogan: 'さあ、冒険に出かけよう！',
  },
  thriller: {
    label: 'サスペンス',
    synopsis:
      '平穏な日常に届いた一通のメッセージが、すべての始まりだった。真相に近づくほど深まる謎と、張り詰めた緊張感が最後まで続くサスペンス。',
    slogan: '真実は、すぐそばにある。',
  },
  horror: {
    label: 'ホラー',
    synopsis:
      '古い屋敷に引っ越してきた一家の周りで、説明のつかない出来事が起こり始める。逃げ場のない恐怖の中で、家族は屋敷に隠された過去と向き合うことになる。',
    slogan: '振り返ってはいけない。',
  },
  music: {
    label: '音楽',
    synopsis:
      '夢をあきらめかけた音楽家が、夜の街で出会った仲間たちと再びステージを目指す。心に響く演奏シーンとともに、挑戦し続ける人々を描く音楽ドラマ。',
    slogan: 'この音を、あなたに届けたい。',
  },
  crime: {
    label: 'クライム',
    synopsis:
      '街の裏社会で起きた事件を追う刑事と、事件の鍵を握る人物。立場の異なる二人の駆け引きを通して、正義とは何かを問いかける犯罪ドラマ。',
    slogan: '正義の境界線は、どこにある。',
  },
  comedy: {
    label: 'コメディ',
    synopsis:
      '小さなお店を営む主人公のもとに、ひと癖もふた癖もある人々が次々と訪れる。思わぬ騒動の連続が、やがて町じゅうを巻き込む笑いと涙の物語へと発展していく。',
    slogan: '笑って、ちょっと泣ける。',
  },
  war: {
    label: '戦争ドラマ',
    synopsis:
      '激動の時代、国境の町で暮らす人々は大きな選択を迫られる。困難の中でも互いを思いやり、生き抜こうとする人々の姿を描く重厚なドラマ。',
    slogan: 'あの日を、忘れない。',
  },
  mystery: {
    label: 'ミステリー',
    synopsis:
      '不可解な事件の調査を依頼された探偵は、関係者の証言の食い違いに気づく。いくつもの手がかりが一つにつながるとき、意外な真実が明らかになる。',
    slogan: 'すべての謎が、ひとつになる。',
  },
  sports: {
    label: 'スポーツ',
    synopsis: '廃部寸前のチームに集まった個性豊かな選手たちが、最後の大会に挑む。仲間との衝突と努力の日々を経て、彼らがつかむものとは。',
    slogan: '最後まで、あきらめない。',
  },
  documentary: {
    label: 'ドキュメンタリー',
    synopsis:
      '長年ひとつの場所で暮らしてきた人々の日常を、一年をかけて記録したドキュメンタリー。変わりゆく町と変わらない営みを、穏やかなまなざしで見つめる。',
    slogan: 'いつもの毎日が、いちばん愛おしい。',
  },
} as const;

const surnames = [
  '佐藤',
  '鈴木',
  '高田',
  '田辺',
  '伊東',
  '渡部',
  '中野',
  '小松',
  '山口',
  '松井',
  '石川',
  '森田',
  '池上',
  '橋本',
  '阿部',
  '藤原',
  '岡村',
  '前川',
];
const givenNames = [
  '健一',
  '真由美',
  '翔太',
  '彩花',
  '大樹',
  '美穂',
  '拓海',
  '葵',
  '誠',
  '陽菜',
  '亮',
  '千尋',
  '悠人',
  '結衣',
  '蓮',
  '菜々子',
];
const westernGiven = ['ジョン', 'エマ', 'ルーカス', 'ソフィア', 'ダニエル', 'クレア', 'マルコ', 'イネス'];
const westernFamily = ['ハーパー', 'ウォルシュ', 'ベルナール', 'ロッシ', 'カーター', 'リンドクヴィスト', 'モラレス', 'フィンチ'];
const koreanNames = ['キム・ジフン', 'パク・ソヨン', 'イ・ミンジュン', 'チェ・ユナ', 'チョン・ヒョヌ', 'カン・スア'];

/** An invented person's name, deterministic by n, Japanese or foreign by the film's country. */
export function personName(country: string, n: number): string {
  if (country === '日本') return `${surnames[n % surnames.length]} ${givenNames[(n * 7 + 3) % givenNames.length]}`;
  if (country === '韓国') return koreanNames[n % koreanNames.length]!;
  return `${westernGiven[n % westernGiven.length]}・${westernFamily[(n * 5 + 1) % westernFamily.length]}`;
}
