import { cycle } from './cycle.js';
// Demo genres: a label, a neutral synopsis (title inserted) and a slogan each; invented names of people.

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
    synopsis:
      '廃部寸前のチームに集まった個性豊かな選手たちが、最後の大会に挑む。仲間との衝突と努力の日々を経て、彼らがつかむものとは。',
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
const westernFamily = [
  'ハーパー',
  'ウォルシュ',
  'ベルナール',
  'ロッシ',
  'カーター',
  'リンドクヴィスト',
  'モラレス',
  'フィンチ',
];
const koreanNames = ['キム・ジフン', 'パク・ソヨン', 'イ・ミンジュン', 'チェ・ユナ', 'チョン・ヒョヌ', 'カン・スア'];

/** An invented person's name, deterministic by n, Japanese or foreign by the film's country. */
export function personName(country: string, n: number): string {
  if (country === '日本') return `${surnames[n % surnames.length]} ${givenNames[(n * 7 + 3) % givenNames.length]}`;
  if (country === '韓国') return cycle(koreanNames, n);
  return `${westernGiven[n % westernGiven.length]}・${westernFamily[(n * 5 + 1) % westernFamily.length]}`;
}
