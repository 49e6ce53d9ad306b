import { asc, eq } from 'drizzle-orm';
import { websiteContentSchemas, websitePageKind, type WebsitePageKind } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  brands,
  cinemas,
  priceTemplates,
  priceTemplateTickets,
  websitePageRevisions,
  websitePages,
} from '../db/schema/index.js';

// 劇場サイト's demo content (docs/website.md, docs/demo-data.md): every demo cinema has a whole fictional site,
// every kind published — news, an access page and a barrier-free page, a 料金表 from its price templates, every
// single page, site information, settings and colours. Rows are what the API would store: each content parsed by
// its kind's schema, draft = published, status 公開中, one 公開 revision.

const DAY = 86_400_000;
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * DAY).toISOString();

interface SeedCinema {
  id: number;
  brandId: number;
  code: string;
  name: string;
  city: string | null;
  addressLine: string | null;
  phone: string | null;
  brandCode: string;
  companyName: string;
}

const faq = (c: SeedCinema) => ({
  title: 'よくある質問',
  items: [
    {
      question: 'チケットはいつから購入できますか？',
      answer: '<p>オンラインでは上映日の2日前0:00から、劇場窓口では営業開始時刻から販売します。</p>',
    },
    {
      question: '上映開始後に入場できますか？',
      answer: '<p>本編開始後20分を過ぎますとご入場いただけません。お早めにお越しください。</p>',
    },
    {
      question: '飲食物の持ち込みはできますか？',
      answer: '<p>劇場売店でお買い求めいただいたもの以外のお持ち込みはご遠慮ください。</p>',
    },
    {
      question: '駐車場はありますか？',
      answer: `<p>専用駐車場はございません。近隣のコインパーキングをご利用ください。${c.name}は駅から徒歩圏内です。</p>`,
    },
    {
      question: '車いすでの鑑賞はできますか？',
      answer: '<p>各スクリーンに車いすスペースがございます。ご予約の際にスタッフへお申し付けください。</p>',
    },
    {
      question: '子ども料金は何歳からですか？',
      answer:
        '<p>3歳以上が有料です。3歳未満のお子様は保護者のひざの上でご鑑賞いただけます（お席が必要な場合は有料）。</p>',
    },
  ],
});

function pagesFor(
  c: SeedCinema,
  price: { title: string; rows: { label: string; price: number; note: string | null }[]; templateId: number }[],
  now: Date,
) {
  const address = `${c.city ?? ''}${c.addressLine ?? ''}`;
  const primary = c.brandCode === 'CL' ? '#9b1c31' : '#1d4e89';
  const pages: [WebsitePageKind, Record<string, unknown>][] = [
    [
      'news',
      {
        title: '年末年始の営業時間のお知らせ',
        category: 'important',
        pinned: true,
        displayFrom: daysAgo(now, 2),
        body: '<p>12月31日は最終上映を20:00開始までとし、1月1日は10:00から営業いたします。</p>',
      },
    ],
    [
      'news',
      {
        title: '冬の名作リバイバル上映を開催します',
        category: 'event',
        displayFrom: daysAgo(now, 5),
        body: '<p>往年の名作を大スクリーンで。上映作品と日程は<strong>上映スケジュール</strong>でご確認ください。</p>',
      },
    ],
    [
      'news',
      {
        title: 'ポップコーンセット100円引きキャンペーン',
        category: 'campaign',
        displayFrom: daysAgo(now, 9),
        body: '<p>期間中、ポップコーンとドリンクのセットを100円引きでご提供します。</p>',
      },
    ],
    [
      'news',
      {
        title: 'オンラインチケットのお支払い方法が増えました',
        category: 'info',
        displayFrom: daysAgo(now, 20),
        body: '<p>オンライン購入で各種電子マネーがご利用いただけるようになりました。</p>',
      },
    ],
    [
      'custom',
      {
        title: 'アクセス',
        path: 'access',
        menu: 'none',
        body: `<p>${address}</p><h2>電車でお越しの方</h2><p>最寄り駅から徒歩5分です。</p><h2>お車でお越しの方</h2><p>専用駐車場はございません。近隣の駐車場をご利用ください。</p>`,
      },
    ],
    [
      'custom',
      {
        title: 'バリアフリー情報',
        path: 'barrier-free',
        menu: 'footer',
        body: '<ul><li>各スクリーンに車いすスペースがあります。</li><li>多目的トイレを設置しています。</li><li>補助犬を同伴してご入場いただけます。</li></ul>',
      },
    ],
    ...price.map((p): [WebsitePageKind, Record<string, unknown>] => [
      'priceTable',
      { ...p, notes: '<p>料金はすべて税込です。各種割引の併用はできません。</p>' },
    ]),
    [
      'admissionInfo',
      {
        title: '入場のご案内',
        body: '<p>入場開始は上映開始時刻の10分前です。チケット（QRコード）をスタッフにご提示ください。</p><ul><li>再入場はできません。</li><li>3歳以上のお子様はチケットが必要です。</li></ul>',
      },
    ],
    [
      'notice',
      {
        title: 'ご注意事項',
        body: '<p>上映中の撮影・録音は法律で禁止されています。携帯電話の電源はお切りください。</p><p>前のお座席を蹴るなど、他のお客様のご迷惑となる行為はご遠慮ください。</p>',
      },
    ],
    ['commonProblems', faq(c)],
    [
      'rentalSpace',
      {
        title: '貸切・レンタルスペース',
        inquiryEnabled: true,
        body: `<p>${c.name}のスクリーンを、企業の試写会・株主総会・ファンイベントなどに貸し切ってご利用いただけます。</p><h2>ご利用例</h2><ul><li>試写会・上映会</li><li>講演会・セミナー</li><li>ゲーム大会・ライブビューイング</li></ul>`,
      },
    ],
    [
      'privacyPolicy',
      {
        title: 'プライバシーポリシー',
        body: `<p>${c.companyName}（以下「当社」）は、お客様の個人情報を適切に取り扱います。</p><h2>利用目的</h2><p>チケットの販売、お問い合わせへの回答、サービス向上のために利用します。</p><h2>第三者提供</h2><p>法令に基づく場合を除き、ご本人の同意なく第三者に提供しません。</p>`,
      },
    ],
    [
      'serviceTerms',
      {
        title: '利用規約',
        body: '<h2>第1条（適用）</h2><p>本規約は、当劇場のサービスをご利用いただくすべてのお客様に適用されます。</p><h2>第2条（チケット）</h2><p>購入後のチケットの変更・払い戻しはできません。ただし上映中止の場合を除きます。</p>',
      },
    ],
    [
      'companyInfo',
      {
        title: '会社概要',
        body: `<p>${c.companyName}は、地域のみなさまに映画の楽しさをお届けする映画館を運営しています。</p>`,
      },
    ],
    [
      'websiteInformation',
      {
        siteName: c.name,
        description: `${c.name}の上映スケジュール、料金、アクセス、お知らせをご案内します。`,
        xUrl: `https://x.com/${c.brandCode.toLowerCase()}_${c.code}`,
        instagramUrl: `https://www.instagram.com/${c.brandCode.toLowerCase()}${c.code}/`,
      },
    ],
    [
      'websiteSetting',
      {
        menuSections: ['schedule', 'films', 'news', 'priceTable', 'admissionInfo', 'commonProblems', 'access'],
        topSections: ['news', 'schedule', 'films', 'priceTable', 'access'],
        showBookingLink: true,
      },
    ],
    ['colorStyleSetting', { primaryColor: primary, textColor: '#1f1f1f', backgroundColor: '#ffffff' }],
  ];
  return pages.map(([kind, raw]) => {
    const content: Record<string, unknown> = websiteContentSchemas[kind].parse(raw);
    return { kind, content };
  });
}

const titleOf = (kind: WebsitePageKind, content: Record<string, unknown>) =>
  typeof content.title === 'string'
    ? content.title
    : typeof content.siteName === 'string'
      ? content.siteName
      : websitePageKind.labels[kind];

export async function seedWebsite(db: Db, now = new Date()) {
  const list = await db
    .select({
      id: cinemas.id,
      brandId: cinemas.brandId,
      code: cinemas.code,
      name: cinemas.name,
      city: cinemas.city,
      addressLine: cinemas.addressLine,
      phone: cinemas.phone,
      brandCode: brands.code,
      companyName: brands.companyName,
    })
    .from(cinemas)
    .innerJoin(brands, eq(brands.id, cinemas.brandId))
    .orderBy(asc(cinemas.id));
  for (const c of list) {
    const templates = await db
      .select({ id: priceTemplates.id, name: priceTemplates.name })
      .from(priceTemplates)
      .where(eq(priceTemplates.cinemaId, c.id))
      .orderBy(asc(priceTemplates.id));
    const price = [];
    for (const t of templates.slice(0, 2)) {
      const tickets = await db
        .select({ name: priceTemplateTickets.name, price: priceTemplateTickets.price })
        .from(priceTemplateTickets)
        .where(eq(priceTemplateTickets.templateId, t.id))
        .orderBy(asc(priceTemplateTickets.sortOrder));
      price.push({
        title: t.name,
        templateId: t.id,
        rows: tickets.map((x) => ({ label: x.name, price: x.price, note: null })),
      });
    }
    const pages = pagesFor(c, price, now);
    const rows = await db
      .insert(websitePages)
      .values(
        pages.map((p) => ({
          brandId: c.brandId,
          cinemaId: c.id,
          kind: p.kind,
          status: 'published' as const,
          draft: p.content,
          published: p.content,
          path: p.kind === 'custom' ? String(p.content.path) : null,
          publishedAt: now,
          updatedByName: 'デモデータ',
        })),
      )
      .returning({ id: websitePages.id });
    await db.insert(websitePageRevisions).values(
      rows.map((r, i) => {
        const p = pages[i] ?? { kind: 'news' as const, content: {} };
        return {
          pageId: r.id,
          no: 1,
          action: 'publish' as const,
          title: titleOf(p.kind, p.content),
          content: p.content,
          byName: 'デモデータ',
          at: now,
        };
      }),
    );
  }
}
