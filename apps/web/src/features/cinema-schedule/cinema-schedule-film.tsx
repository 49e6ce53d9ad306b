import { Tooltip } from 'antd';
import { formatBusinessDate } from '@cinema/contracts';
import type { PublishedFilm, PublishedShow } from './published-week.js';

// One film's card of the published week: a line per day (土 blue, 日・祝 red), its times with the
// marks customers rely on (R15+/R18+, 先行, ※ for the late-hour rule), and the rule spelled out.

const badgeClass = (code: string) => `cs-badge c-${code.replace(/\+$/, '')}`;

function Show({ show }: { show: PublishedShow }) {
  return (
    <span className={`cs-show${show.status === 'stopped' ? ' stopped' : ''}`}>
      <Tooltip title={[show.screenName, show.minorsNote].filter(Boolean).join('　')}>
        <span className="time" tabIndex={0}>
          {show.start}
        </span>
      </Tooltip>
      <span className="end">{`〜${show.end}`}</span>
      {show.lateHour && (
        <span className="late" aria-label="18歳未満の方は入場できません">
          ※
        </span>
      )}
      {show.tags.map((t) => (
        <span key={t} className="tag">
          {t}
        </span>
      ))}
      {show.ageBadge && <span className={badgeClass(show.ageBadge)}>{show.ageBadge}</span>}
      {show.advance && <span className="tag advance">先行</span>}
      {show.status === 'stopped' && <span className="end">（販売停止）</span>}
    </span>
  );
}

export function CinemaScheduleFilm({ film, minorsCutoff }: { film: PublishedFilm; minorsCutoff: string }) {
  const shows = film.days.flatMap((d) => d.shows);
  const advance = shows.some((s) => s.advance);
  const late = shows.some((s) => s.lateHour);
  return (
    <section className="cs-film" aria-label={film.name}>
      <h3>
        <span>{film.name}</span>
        <span className={badgeClass(film.classification)} title="映倫区分">
          {film.classification}
        </span>
        {advance && <span className="cs-advance">先行上映</span>}
        <span className="cs-length">{`上映時間 ${film.lengthMinutes}分`}</span>
      </h3>
      {film.days.map(({ day, shows: dayShows }) => (
        <div key={day.date} className="cs-day">
          <span className={`date ${day.kind}`} title={day.holidayName ?? undefined}>
            {formatBusinessDate(day.date, true)}
            {day.holidayName && <span className="holiday">{day.holidayName}</span>}
          </span>
          <span className="cs-shows">
            {dayShows.map((s) => (
              <Show key={s.id} show={s} />
            ))}
          </span>
        </div>
      ))}
      {late && (
        <p className="cs-note">
          {`※ 終了時刻が${minorsCutoff}を過ぎる回は、18歳未満の方は保護者同伴でも入場できません（青少年保護育成条例）。`}
        </p>
      )}
    </section>
  );
}
