import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Skeleton, Space, Typography } from 'antd';
import { LeftOutlined, PrinterOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { addDays, formatBusinessDate, isBusinessDate, isWeekend, tokyoDateOf } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { scheduleWeekQuery } from '../../entities/schedules/schedule-week-query.js';
import { useFilmLengths } from './cinema-schedule-queries.js';
import { publishedWeek, type PublishedFilm } from './published-week.js';
import './cinema-schedule.css';

const badgeClass = (code: string) => `cs-badge c-${code.replace(/\+$/, '')}`;

function FilmCard({ film }: { film: PublishedFilm }) {
  return (
    <section className="cs-film" aria-label={film.name}>
      <h3>
        <span>{film.name}</span>
        <span className={badgeClass(film.classification)} title="映倫区分">
          {film.classification}
        </span>
        {film.lengthMinutes !== null && <span className="cs-length">{`上映時間 ${film.lengthMinutes}分`}</span>}
      </h3>
      {film.days
        .filter((d) => d.shows.length)
        .map((d) => (
          <div key={d.date} className="cs-day">
            <span className={`date${isWeekend(d.date) ? ' weekend' : ''}`}>{formatBusinessDate(d.date, true)}</span>
            <span className="cs-shows">
              {d.shows.map((s) => (
                <span key={s.id} className={`cs-show${s.status === 'stopped' ? ' stopped' : ''}`} title={s.houseName}>
                  <span className="time">{s.start}</span>
                  <span className="end">{`〜${s.end}`}</span>
                  {s.tags.map((t) => (
                    <span key={t} className="tag">
                      {t}
                    </span>
                  ))}
                  {s.status === 'stopped' && <span className="end">（販売停止）</span>}
                </span>
              ))}
            </span>
          </div>
        ))}
    </section>
  );
}

/** /cinema-schedule: the week's screenings per film as customers read them, with a print view. */
export default function CinemaSchedulePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => tokyoDateOf(Date.now()));
  const from = isBusinessDate(params.get('from') ?? '') ? params.get('from')! : today;
  const go = (d: string) => setParams({ from: d }, { replace: true });

  const week = useQuery({ ...scheduleWeekQuery(session?.cinemaId, from), placeholderData: keepPreviousData });
  const lengths = useFilmLengths();
  const films = useMemo(
    () => (week.data ? publishedWeek(week.data, lengths.data ?? new Map()) : []),
    [week.data, lengths.data],
  );
  const to = addDays(from, 6);

  return (
    <>
      <div className="cs-noprint">
        <PageHeader
          title="上映スケジュール（公開用）"
          sub="お客様向けの表示です。上映回の登録・変更は「上映スケジュール」で行います。"
          extra={
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!films.length}>
              印刷
            </Button>
          }
        />
        <Space wrap style={{ marginBottom: 16 }}>
          <Button icon={<LeftOutlined />} aria-label="前の週" onClick={() => go(addDays(from, -7))} />
          <DatePicker
            aria-label="開始日"
            allowClear={false}
            value={dayjs(from)}
            format={(d) => formatBusinessDate(d.format('YYYY-MM-DD'))}
            onChange={(d) => d && go(d.format('YYYY-MM-DD'))}
          />
          <Button icon={<RightOutlined />} aria-label="次の週" onClick={() => go(addDays(from, 7))} />
          <Button onClick={() => go(today)} disabled={from === today}>
            今日から
          </Button>
        </Space>
        {week.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={week.error.message}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => week.refetch()}>
                再読み込み
              </Button>
            }
          />
        )}
      </div>
      <div className="cs-print">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {`${session?.cinemaObj?.name ?? ''} 上映スケジュール ${formatBusinessDate(from, true)}〜${formatBusinessDate(to, true)}`}
        </Typography.Title>
        {!week.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : films.length === 0 ? (
          <Empty description="この週の上映予定はありません。「上映スケジュール」で上映回を登録すると、ここに表示されます。" />
        ) : (
          films.map((f) => <FilmCard key={f.filmId} film={f} />)
        )}
      </div>
    </>
  );
}
