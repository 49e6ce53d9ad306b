import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Segmented, Skeleton, Space, Typography } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import { LeftOutlined, PrinterOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { addDays, formatBusinessDate, isBusinessDate, type PublicScheduleWeek } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { addressText } from '../../lib/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { publicWeekQuery } from './cinema-schedule-queries.js';
import { CinemaScheduleFilm } from './cinema-schedule-film.js';
import { publishedWeek } from './published-week.js';
import { LobbyBoard } from './lobby-board.js';
import './cinema-schedule.css';

function PrintHeader({ week }: { week: PublicScheduleWeek }) {
  const { cinema } = week;
  return (
    <header className="cs-header">
      {cinema.logoUrl && <img className="cs-logo" src={cinema.logoUrl} alt={cinema.brandName} />}
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {`${cinema.name} 上映スケジュール ${formatBusinessDate(week.from, true)}〜${formatBusinessDate(week.to, true)}`}
        </Typography.Title>
        <div className="cs-contact">
          {[cinema.address && addressText(cinema.address), cinema.phone && `TEL ${cinema.phone}`]
            .filter(Boolean)
            .join('　')}
        </div>
      </div>
    </header>
  );
}

/** The week's published screenings per film, exactly as customers see them, with a print view. */
function PublishedWeek({ views }: { views: ReactNode }) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // ?date= like /schedule (?from= of older links still works); absent: the running business day.
  const asked = params.get('date') ?? params.get('from') ?? '';
  const date = isBusinessDate(asked) ? asked : null;
  const go = (d: string) => setParams({ date: d }, { replace: true });

  const week = useQuery({ ...publicWeekQuery(session?.cinemaId, date), placeholderData: keepPreviousData });
  const data = week.data;
  const from = data?.from ?? date;
  const films = data ? publishedWeek(data) : [];

  return (
    <>
      <div className="cs-noprint">
        <PageHeader
          title="上映スケジュール表示"
          sub="お客様に表示される内容です（公開済みの上映回のみ）。下書きの上映回は「上映スケジュール」で公開すると表示されます。"
          extra={
            <Space>
              {views}
              <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!films.length}>
                印刷
              </Button>
            </Space>
          }
        />
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            icon={<LeftOutlined />}
            aria-label="前の週"
            disabled={!from}
            onClick={() => from && go(addDays(from, -7))}
          />
          <DatePicker
            aria-label="開始日"
            allowClear={false}
            value={from ? dayjs(from) : null}
            format={(d) => formatBusinessDate(d.format('YYYY-MM-DD'))}
            onChange={(d) => d && go(d.format('YYYY-MM-DD'))}
          />
          <Button
            icon={<RightOutlined />}
            aria-label="次の週"
            disabled={!from}
            onClick={() => from && go(addDays(from, 7))}
          />
          <Button onClick={() => data && go(data.today)} disabled={!data || from === data.today}>
            今日の営業日から
          </Button>
        </Space>
        {data?.onlineSales.stopped && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="オンライン販売を停止中です"
            description={data.onlineSales.message}
          />
        )}
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
        {!data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <PrintHeader week={data} />
            {films.length === 0 ? (
              <Empty description="この週に公開済みの上映回はありません。「上映スケジュール」で上映回を登録して公開すると、ここに表示されます。" />
            ) : (
              films.map((f) => <CinemaScheduleFilm key={f.filmId} film={f} minorsCutoff={data.minorsCutoff} />)
            )}
          </>
        )}
      </div>
    </>
  );
}

/**
 * /cinema-schedule 上映スケジュール表示: the published week for customers (印刷), or (?view=lobby) the lobby board of
 * today as the signage players show it (docs/signage.md).
 */
export default function CinemaSchedulePage() {
  const [params, setParams] = useSearchParams();
  const lobby = params.get('view') === 'lobby';
  const views = (
    <Segmented
      value={lobby ? 'lobby' : 'week'}
      options={[
        { value: 'week', label: '週間（公開用）' },
        { value: 'lobby', label: 'ロビー表示（本日）' },
      ]}
      onChange={(v) => setParams(v === 'lobby' ? { view: 'lobby' } : {}, { replace: true })}
    />
  );
  if (!lobby) return <PublishedWeek views={views} />;
  return (
    <>
      <PageHeader
        title="上映スケジュール表示"
        sub="ロビーのサイネージに表示される本日の上映と残席（○ 余裕あり、△ 残りわずか、× 満席）です。"
        extra={views}
      />
      <LobbyBoard />
    </>
  );
}
