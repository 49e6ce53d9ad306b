import {
  businessDateOf,
  dateRange,
  filmClassification,
  type PublicScheduleFilm,
  type PublicScheduleWeek,
  type PublicScreening,
} from '@cinema/contracts';
import { buildPublicWeek } from '../public-schedule/index.js';
import { html, safeUrl, type Raw } from './html.js';
import { movieTheater } from './website-public.jsonld.js';
import type { PageView } from './website-public.layout.js';
import { absolute, link, type Site } from './website-public.site.js';

// 上映スケジュール and the films on it (docs/website.md, "the public site"): the public schedule module's week — the
// same screenings, 36-hour times, 残席 and online sales the console's 公開スケジュール shows — rendered as HTML.

/** The seven business days from the cinema's today, as the console's 公開スケジュール shows them. */
export function siteWeek(site: Site): Promise<PublicScheduleWeek> {
  const today = businessDateOf(site.now, site.cinema.cutoffHour);
  return buildPublicWeek(site.db, site.cinema, today, today, dateRange(today, 7), site.now);
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
/** 12月5日(金) */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${WEEKDAYS[d.getUTCDay()] ?? ''})`;
}

/** 残席: ○ 余裕あり, △ 残りわずか (2割以下), × 満席; always with words, never a symbol alone. */
export function seatMark(s: PublicScreening): string {
  const { total, remaining } = s.seats;
  if (remaining <= 0) return '× 満席';
  if (remaining <= Math.max(10, total * 0.2)) return '△ 残りわずか';
  return '○ 余裕あり';
}

const classificationLabel = (c: string) => (filmClassification.labels as Record<string, string>)[c] ?? c;

function screeningItem(site: Site, s: PublicScreening): Raw {
  const online = !site.setting.showBookingLink
    ? ''
    : s.onlineAvailable
      ? html`<br /><strong>オンライン販売中</strong>`
      : html`<br />オンライン販売なし・期間外`;
  return html`<li>
    <span class="time">${s.startTime}</span>〜${s.endTime}<br />
    ${s.screenName}・${s.formatName}${s.languageCode !== 'NONE' ? html`・${s.languageName}` : ''}<br />
    残席 ${seatMark(s)}${online}
    ${s.advance ? html`<br />先行上映` : ''}${s.minorsNote ? html`<br /><span class="muted">${s.minorsNote}</span>` : ''}
  </li>`;
}

const poster = (url: string | null, name: string, width: number) => {
  const src = safeUrl(url);
  return src ? html`<img src="${src}" alt="${name}のポスター" width="${width}" loading="lazy" />` : html`<span></span>`;
};

function filmBlock(site: Site, f: PublicScheduleFilm, screenings: PublicScreening[]): Raw {
  return html`<article class="film">
    ${poster(f.posterUrl, f.name, 128)}
    <div>
      <h3><a href="${link(site, `films/${f.id}`)}">${f.name}</a></h3>
      <p class="muted">${classificationLabel(f.classification)}／${f.lengthMinutes}分</p>
      <ul class="times">
        ${screenings.map((s) => screeningItem(site, s))}
      </ul>
    </div>
  </article>`;
}

/** ScreeningEvent of a screening (schema.org), at the cinema. */
export const screeningEvent = (site: Site, f: PublicScheduleFilm, s: PublicScreening) => ({
  '@context': 'https://schema.org',
  '@type': 'ScreeningEvent',
  name: f.name,
  startDate: s.startAt,
  endDate: s.endAt,
  videoFormat: s.formatName,
  inLanguage: 'ja',
  url: absolute(site, `films/${f.id}`),
  location: movieTheater(site),
  workPresented: { '@type': 'Movie', name: f.name, duration: `PT${f.lengthMinutes}M` },
  eventStatus: 'https://schema.org/EventScheduled',
});

export function schedulePage(site: Site, week: PublicScheduleWeek, asked: string | null): PageView {
  const date = asked && week.days.some((d) => d.date === asked) ? asked : week.today;
  const films = week.films
    .map((f) => ({ f, list: f.screenings.filter((s) => s.businessDate === date) }))
    .filter((x) => x.list.length);
  const tabs = html`<nav aria-label="上映日">
    <ul class="tabs">
      ${week.days.map((d) => {
        const cls = d.kind === 'saturday' ? 'day-sat' : d.kind === 'weekday' ? '' : 'day-sun';
        return html`<li>
          <a href="${link(site, `schedule?date=${d.date}`)}" ${d.date === date ? html` aria-current="page"` : ''}
            ><span class="${cls}">${dayLabel(d.date)}</span
            >${d.holidayName ? html`<br /><small>${d.holidayName}</small>` : ''}</a
          >
        </li>`;
      })}
    </ul>
  </nav>`;
  const stop = week.onlineSales.stopped
    ? html`<p class="errors" role="status">
        ${week.onlineSales.message ?? 'ただいまオンライン販売を停止しています。'}
      </p>`
    : '';
  const body = html`<h1>上映スケジュール</h1>
    ${tabs} ${stop}
    <h2>${dayLabel(date)}の上映</h2>
    ${films.length ? films.map(({ f, list }) => filmBlock(site, f, list)) : html`<p>この日の上映予定は公開されていません。</p>`}
    <p class="muted">時刻は開始〜終了の予定です（24時以降は25:10のように表示します）。残席は目安です。</p>`;
  return {
    title: `上映スケジュール ${dayLabel(date)}`,
    description: `${site.cinema.name}の${dayLabel(date)}の上映スケジュール`,
    path: date === week.today ? 'schedule' : `schedule?date=${date}`,
    body,
    structured: films.flatMap(({ f, list }) => list.map((s) => screeningEvent(site, f, s))),
  };
}

/** The week's films as poster cards (the films page, the top page's 上映作品). */
export const filmCards = (site: Site, week: PublicScheduleWeek): Raw =>
  week.films.length
    ? html`<ul class="cards">
        ${week.films.map(
          (f) =>
            html`<li>
              <a href="${link(site, `films/${f.id}`)}">${poster(f.posterUrl, f.name, 200)}<span>${f.name}</span></a>
            </li>`,
        )}
      </ul>`
    : html`<p>今週の上映作品はまだ公開されていません。</p>`;

export function filmsPage(site: Site, week: PublicScheduleWeek): PageView {
  return {
    title: '作品',
    path: 'films',
    body: html`<h1>上映中・上映予定の作品</h1>
      ${filmCards(site, week)}`,
  };
}
