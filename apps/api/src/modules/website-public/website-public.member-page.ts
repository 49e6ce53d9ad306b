import { toSVG } from 'bwip-js/node';
import QRCode from 'qrcode';
import {
  couponDiscountText,
  isHexColor,
  memberCardBarcode,
  memberCardQr,
  memberStatus,
  pointEntryKind,
  type MembershipRank,
} from '@cinema/contracts';
import type { MemberCard, MemberSiteConfig } from '../member-site/index.js';
import { publicImageUrl } from '../public-schedule/index.js';
import { html, raw, safeUrl } from './html.js';
import type { PageView } from './website-public.layout.js';
import { memberForm } from './website-public.member-forms.js';
import { link, type Site } from './website-public.site.js';

// マイページ (docs/membership.md, "会員サイト"): the member card as 会員サイト設定 designs it (colours and image from
// card.css, since the pages carry no inline style), its QR of memberCardQr or CODE128 barcode of the 会員番号 as inline
// SVG made on the server, usable
// points with the recent ledger, the coupons the member may use (serial to show at the counter or type online), recent
// visits, and the brand's texts (escaped: plain text, line breaks kept).

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;
const day = (d: string | null) => (d ? d.replaceAll('-', '/') : '—');

/** The card's QR as SVG markup (qrcode writes only <svg>, <path> and attributes: no script, no style). */
export async function cardQr(memberNo: string): Promise<string> {
  const svg = await QRCode.toString(memberCardQr(memberNo), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}

/**
 * The card's CODE128 barcode of the 会員番号 as SVG markup (bwip-js writes <svg> and <path> only), for counters whose
 * scanners read barcodes: the scan types the 会員番号, which the device lookup takes as typed.
 */
export function cardBarcode(memberNo: string): string {
  const svg = toSVG(memberCardBarcode(memberNo));
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}

/** card.css: the card's colours and image, and each rank's colour (rank-{system}-{n}). */
export function cardCss(config: MemberSiteConfig, systems: { id: number; ranks: MembershipRank[] }[]): string {
  const s = config.settings;
  const bg = isHexColor(s.cardBackgroundColor) ? s.cardBackgroundColor : '#1f3a5f';
  const fg = isHexColor(s.cardTextColor) ? s.cardTextColor : '#ffffff';
  const image = safeUrl(publicImageUrl(s.cardImage?.url ?? null));
  const imageCss = image
    ? `;background-image:url("${image.replace(/["\\\n\r]/g, '')}");background-size:cover;background-position:center`
    : '';
  const ranks = systems.flatMap((sys) =>
    sys.ranks.map((r, i) => (isHexColor(r.color) ? `.rank-${sys.id}-${i + 1}{background:${r.color}}` : '')),
  );
  return `.member-card{background-color:${bg};color:${fg}${imageCss}}\n${ranks.join('\n')}\n`;
}

export async function myPage(site: Site, config: MemberSiteConfig, card: MemberCard, csrf: string): Promise<PageView> {
  const s = config.settings;
  const qr = s.cardCode === 'qr' ? await cardQr(card.memberNo) : null;
  const barcode = s.cardCode === 'barcode' ? cardBarcode(card.memberNo) : null;
  const lapsed = card.status !== 'active';
  const cardHtml = html`<section class="member-card" aria-label="会員証">
    <p class="card-system">${card.systemName}</p>
    <p class="card-name">${card.name} 様</p>
    <dl class="card-facts">
      <dt>会員番号</dt>
      <dd class="card-no">${card.memberNo}</dd>
      <dt>ランク</dt>
      <dd>
        <span class="rank-dot rank-${card.memberSystemId}-${card.rank}" aria-hidden="true"></span>${card.rankName}
      </dd>
      <dt>有効期限</dt>
      <dd>${day(card.validUntil)}${lapsed ? `（${memberStatus.labels[card.status]}）` : ''}</dd>
    </dl>
    ${qr ? html`<div class="card-qr" role="img" aria-label="会員番号${card.memberNo}のQRコード">${raw(qr)}</div>` : ''}
    ${
      barcode
        ? html`<div class="card-barcode" role="img" aria-label="会員番号${card.memberNo}のバーコード">
            ${raw(barcode)}
          </div>`
        : ''
    }
  </section>`;
  const ledger = card.ledger.length
    ? html`<div class="table-scroll">
        <table>
          <caption class="muted">
            最近のポイント履歴
          </caption>
          <thead>
            <tr>
              <th scope="col">日付</th>
              <th scope="col">内容</th>
              <th scope="col">ポイント</th>
              <th scope="col">有効期限</th>
            </tr>
          </thead>
          <tbody>
            ${card.ledger.map(
              (e) =>
                html`<tr>
                  <td>${day(e.occurredOn)}</td>
                  <td>${pointEntryKind.labels[e.kind]}</td>
                  <td class="price">${e.points > 0 ? `+${e.points}` : e.points}</td>
                  <td>${day(e.expiresOn)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`
    : html`<p>
        ポイントの履歴はまだありません。劇場で会員番号をお伝えいただくと、お支払い100円ごとにポイントがたまります。
      </p>`;
  const coupons = card.coupons.length
    ? html`<div class="table-scroll">
        <table>
          <caption class="muted">
            劇場でシリアル番号をお伝えいただくか、オンライン購入時に入力してください。
          </caption>
          <thead>
            <tr>
              <th scope="col">クーポン</th>
              <th scope="col">内容</th>
              <th scope="col">シリアル番号</th>
              <th scope="col">有効期限</th>
            </tr>
          </thead>
          <tbody>
            ${card.coupons.map(
              (c) =>
                html`<tr>
                  <td>${c.name}</td>
                  <td>${couponDiscountText(c)}</td>
                  <td class="card-no">${c.serial}</td>
                  <td>${c.expiresOn ? day(c.expiresOn) : '期限なし'}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`
    : html`<p>お使いいただけるクーポンはありません。</p>`;
  const visits = card.visits.length
    ? html`<ul class="news">
        ${card.visits.map((v) => html`<li>${day(v.date)} ${v.cinemaName} ${v.kind === 'sale' ? yen(v.total) : ''}</li>`)}
      </ul>`
    : html`<p>ご来場の記録はまだありません。</p>`;
  return {
    title: 'マイページ',
    path: 'member',
    stylesheets: ['member/card.css'],
    body: html`<h1>マイページ</h1>
      ${s.welcomeText ? html`<p class="pre lead">${s.welcomeText}</p>` : ''} ${cardHtml}
      <h2>ポイント</h2>
      <p class="lead">ご利用いただけるポイント：<strong>${card.usablePoints.toLocaleString('ja-JP')} pt</strong></p>
      ${ledger}
      <h2>クーポン</h2>
      ${coupons}
      <h2>最近のご来場</h2>
      ${visits}
      ${
        s.notesText
          ? html`<h2>ご注意</h2>
              <p class="pre">${s.notesText}</p>`
          : ''
      }
      ${memberForm(site, 'member/logout', csrf, [], 'ログアウト')}
      <p><a href="${link(site, '')}">劇場のトップページへ</a></p>`,
  };
}
