import { filmClassification, type PublicScheduleWeek } from '@cinema/contracts';
import { publicImageUrl } from '../public-schedule/index.js';
import { html, safeUrl } from './html.js';
import type { PageView } from './website-public.layout.js';
import type { SiteFilm } from './website-public.repository.js';
import { dayLabel, screeningEvent, seatMark } from './website-public.schedule.js';
import { absolute, absoluteAsset, type Site } from './website-public.site.js';

// A film's page (docs/website.md, "the public site"): the film master's poster, title, synopsis, 映倫区分, running
// time and release date, with its screenings at this cinema this week.

export function filmPage(site: Site, film: SiteFilm, week: PublicScheduleWeek): PageView {
  const shown = week.films.find((f) => f.id === film.id);
  const screenings = shown?.screenings ?? [];
  const days = [...new Set(screenings.map((s) => s.businessDate))];
  const poster = safeUrl(publicImageUrl(film.coverImage?.url));
  const release =
    film.releaseDateType === 'date' && film.releaseDate ? film.releaseDate.replaceAll('-', '/') : film.releaseText;
  const classification = (filmClassification.labels as Record<string, string>)[film.classification] ?? '';
  const official = safeUrl(film.officialUrl);
  const body = html`<div class="poster-layout">
      <div>${poster ? html`<img src="${poster}" alt="${film.name}のポスター" width="256" />` : ''}</div>
      <div>
        <h1>${film.name}</h1>
        ${film.originalName ? html`<p class="muted">${film.originalName}</p>` : ''}
        <dl class="facts">
          <dt>映倫区分</dt>
          <dd>${classification}</dd>
          <dt>上映時間</dt>
          <dd>${film.lengthMinutes}分</dd>
          ${
            release
              ? html`<dt>公開日</dt>
                  <dd>${release}</dd>`
              : ''
          }
          ${
            film.genre
              ? html`<dt>ジャンル</dt>
                  <dd>${film.genre}</dd>`
              : ''
          }
          ${
            film.director
              ? html`<dt>監督</dt>
                  <dd>${film.director}</dd>`
              : ''
          }
          ${
            film.cast
              ? html`<dt>出演</dt>
                  <dd>${film.cast}</dd>`
              : ''
          }
        </dl>
        ${
          film.synopsis
            ? html`<h2>${film.synopsisTitle ?? 'あらすじ'}</h2>
                <p class="pre">${film.synopsis}</p>`
            : ''
        }
        ${official && /^https?:/i.test(official) ? html`<p><a href="${official}" rel="noopener">公式サイト</a></p>` : ''}
        ${film.copyright ? html`<p class="muted">${film.copyright}</p>` : ''}
      </div>
    </div>
    <h2>今週の上映スケジュール</h2>
    ${
      days.length
        ? days.map(
            (d) =>
              html`<h3>${dayLabel(d)}</h3>
                <ul class="times">
                  ${screenings
                    .filter((s) => s.businessDate === d)
                    .map(
                      (s) =>
                        html`<li>
                          <span class="time">${s.startTime}</span
                          >〜${s.endTime}<br />${s.screenName}・${s.formatName}<br />残席 ${seatMark(s)}
                        </li>`,
                    )}
                </ul>`,
          )
        : html`<p>今週この劇場での上映予定はありません。</p>`
    }`;
  const movie = {
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: film.name,
    url: absolute(site, `films/${film.id}`),
    duration: `PT${film.lengthMinutes}M`,
    contentRating: film.classification,
    ...(poster ? { image: absoluteAsset(site, poster) } : {}),
    ...(film.releaseDate ? { datePublished: film.releaseDate } : {}),
    ...(film.director ? { director: { '@type': 'Person', name: film.director } } : {}),
    ...(film.synopsis ? { description: film.synopsis } : {}),
  };
  return {
    title: film.name,
    description: (film.synopsis ?? `${film.name}（${film.lengthMinutes}分）`).slice(0, 120),
    path: `films/${film.id}`,
    body,
    image: film.coverImage?.url ?? null,
    type: 'article',
    structured: [movie, ...(shown ? screenings.map((s) => screeningEvent(site, shown, s)) : [])],
  };
}
