import { newsCategory, type PublicScheduleWeek, type WebsiteContentOf, type WebsiteSection } from '@cinema/contracts';
import { publicImageUrl } from '../public-schedule/index.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import { html, raw, safeUrl, type Raw } from './html.js';
import { addressLine, movieTheater } from './website-public.jsonld.js';
import type { PageView } from './website-public.layout.js';
import { filmCards } from './website-public.schedule.js';
import { link, pageOf, pagesOf, visibleNews, type Site } from './website-public.site.js';

// The content pages of a cinema's site (docs/website.md, "the public site"). Rich text goes through the sanitiser
// again here, whatever the API stored; every other value through `html` (escaped).

/** Rich text as stored, cut to the allow-list once more at render. */
export const rich = (value: string): Raw => raw(sanitizeRichText(value));
const excerpt = (value: string, n = 120) => {
  const t = plainText(sanitizeRichText(value));
  return t.length > n ? `${t.slice(0, n)}…` : t;
};

const dateOf = (iso: string | null, fallback: Date | null) => {
  const d = iso ? new Date(iso) : fallback;
  if (!d || Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium' }).format(d);
};

function newsList(site: Site, limit?: number): Raw {
  const list = visibleNews(site).slice(0, limit);
  if (!list.length) return html`<p>現在お知らせはありません。</p>`;
  return html`<ul class="news">
    ${list.map(
      (n) =>
        html`<li>
          <span class="tag">${n.content.pinned ? '固定 ' : ''}${newsCategory.labels[n.content.category]}</span
          ><time>${dateOf(n.content.displayFrom, n.publishedAt)}</time><br /><a href="${link(site, `news/${n.id}`)}"
            >${n.content.title}</a
          >
        </li>`,
    )}
  </ul>`;
}

/** One block of the top page, in サイト設定's order; nothing when the cinema has published nothing for it. */
function topSection(site: Site, section: WebsiteSection, week: PublicScheduleWeek): Raw | '' {
  switch (section) {
    case 'news':
      return html`<section>
        <h2>お知らせ</h2>
        ${newsList(site, 5)}
        <p><a href="${link(site, 'news')}">お知らせ一覧</a></p>
      </section>`;
    case 'schedule': {
      const today = week.films.filter((f) => f.screenings.some((s) => s.businessDate === week.today));
      return html`<section>
        <h2>本日の上映</h2>
        ${
          today.length
            ? html`<ul>
                ${today.map(
                  (f) =>
                    html`<li>
                      <a href="${link(site, `films/${f.id}`)}">${f.name}</a> ${f.screenings
                        .filter((s) => s.businessDate === week.today)
                        .map((s) => s.startTime)
                        .join(' ／ ')}
                    </li>`,
                )}
              </ul>`
            : html`<p>本日の上映予定は公開されていません。</p>`
        }
        <p><a class="button" href="${link(site, 'schedule')}">上映スケジュールを見る</a></p>
      </section>`;
    }
    case 'films':
      return html`<section>
        <h2>上映作品</h2>
        ${filmCards(site, week)}
      </section>`;
    case 'priceTable': {
      const first = pagesOf(site, 'priceTable')[0];
      return first
        ? html`<section>
            <h2>料金</h2>
            ${priceTable(first.content, false)}
            <p><a href="${link(site, 'price')}">料金のご案内</a></p>
          </section>`
        : '';
    }
    case 'access': {
      const address = addressLine(site);
      const access = pagesOf(site, 'custom').find((p) => p.content.path === 'access');
      return html`<section>
        <h2>アクセス</h2>
        ${address ? html`<p>${address}</p>` : ''}${site.cinema.phone ? html`<p>電話 ${site.cinema.phone}</p>` : ''}${access ? html`<p><a href="${link(site, 'pages/access')}">${access.content.title}</a></p>` : ''}
      </section>`;
    }
    default: {
      const map = {
        admissionInfo: ['admissionInfo', 'admission'],
        notice: ['notice', 'notice'],
        commonProblems: ['commonProblems', 'faq'],
        rentalSpace: ['rentalSpace', 'rental'],
      } as const;
      const [kind, path] = map[section];
      const page = pageOf(site, kind);
      return page
        ? html`<section>
            <h2>${page.content.title}</h2>
            <p><a href="${link(site, path)}">${page.content.title}を見る</a></p>
          </section>`
        : '';
    }
  }
}

export function topPage(site: Site, week: PublicScheduleWeek): PageView {
  const body = html`<h1>${site.info.siteName}</h1>
    ${site.info.description ? html`<p class="lead">${site.info.description}</p>` : ''}
    ${site.setting.topSections.map((s) => topSection(site, s, week))}`;
  return { title: null, path: '', body, structured: [movieTheater(site)] };
}

export function newsListPage(site: Site): PageView {
  return {
    title: 'お知らせ',
    path: 'news',
    body: html`<h1>お知らせ</h1>
      ${newsList(site)}`,
  };
}

export function newsPage(site: Site, id: number): PageView | null {
  const n = visibleNews(site).find((p) => p.id === id);
  if (!n) return null;
  const c = n.content;
  const image = safeUrl(publicImageUrl(c.image?.url));
  const body = html`<article>
      <h1>${c.title}</h1>
      <p class="muted">
        <span class="tag">${newsCategory.labels[c.category]}</span><time>${dateOf(c.displayFrom, n.publishedAt)}</time>
      </p>
      ${image ? html`<p><img src="${image}" alt="" /></p>` : ''} ${rich(c.body)}
    </article>
    <p><a href="${link(site, 'news')}">お知らせ一覧へ</a></p>`;
  return {
    title: c.title,
    description: excerpt(c.body),
    path: `news/${n.id}`,
    body,
    type: 'article',
    image: c.image?.url,
  };
}

export function customPage(site: Site, path: string): PageView | null {
  const p = pagesOf(site, 'custom').find((x) => x.content.path === path);
  if (!p) return null;
  return {
    title: p.content.title,
    description: excerpt(p.content.body),
    path: `pages/${path}`,
    body: html`<h1>${p.content.title}</h1>
      ${rich(p.content.body)}`,
  };
}

const yen = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('ja-JP')}円`);

function priceTable(c: WebsiteContentOf<'priceTable'>, notes = true) {
  return html`<div class="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">区分</th>
            <th scope="col">料金（税込）</th>
            <th scope="col">備考</th>
          </tr>
        </thead>
        <tbody>
          ${c.rows.map(
            (r) =>
              html`<tr>
                <th scope="row">${r.label}</th>
                <td class="price">${yen(r.price)}</td>
                <td>${r.note ?? ''}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${notes ? rich(c.notes) : ''}`;
}

export function pricePage(site: Site): PageView | null {
  const tables = pagesOf(site, 'priceTable');
  if (!tables.length) return null;
  const body = html`<h1>料金のご案内</h1>
    ${tables.map(
      (t) =>
        html`<h2>${t.content.title}</h2>
          ${priceTable(t.content)}`,
    )}`;
  return { title: '料金', path: 'price', body };
}

type TextKind = 'admissionInfo' | 'notice' | 'privacyPolicy' | 'serviceTerms' | 'companyInfo';
export function textPage(site: Site, kind: TextKind, path: string): PageView | null {
  const p = pageOf(site, kind);
  if (!p) return null;
  const address = addressLine(site);
  const company =
    kind === 'companyInfo'
      ? html`<h2>劇場情報</h2>
          <dl class="facts">
            <dt>劇場名</dt>
            <dd>${site.cinema.name}</dd>
            ${
              address
                ? html`<dt>所在地</dt>
                    <dd>${address}</dd>`
                : ''
            }${
              site.cinema.phone
                ? html`<dt>電話</dt>
                    <dd>${site.cinema.phone}</dd>`
                : ''
            }
            <dt>運営会社</dt>
            <dd>${site.cinema.companyName}</dd>
          </dl>`
      : '';
  return {
    title: p.content.title,
    description: excerpt(p.content.body),
    path,
    body: html`<h1>${p.content.title}</h1>
      ${rich(p.content.body)}${company}`,
    structured: kind === 'companyInfo' ? [movieTheater(site)] : [],
  };
}

export function faqPage(site: Site): PageView | null {
  const p = pageOf(site, 'commonProblems');
  if (!p) return null;
  const body = html`<h1>${p.content.title}</h1>
    ${p.content.items.map(
      (q) =>
        html`<details>
          <summary>${q.question}</summary>
          ${rich(q.answer)}
        </details>`,
    )}`;
  return { title: p.content.title, path: 'faq', body };
}

export function notFoundPage(path: string): PageView {
  return {
    title: 'ページが見つかりません',
    path,
    body: html`<h1>ページが見つかりません</h1>
      <p>お探しのページは移動または削除された可能性があります。</p>`,
  };
}
