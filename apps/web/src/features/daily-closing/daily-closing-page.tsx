import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays, dailyClosingEndpoints, monthInJapan } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { dailyClosingKeys } from '../../entities/daily-closing/daily-closing-queries.js';
import { PageHeader } from '../../ui/page-header.js';
import { ClosingCalendar } from './daily-closing-calendar.js';
import { ClosingDay } from './daily-closing-day.js';

// /daily-closing 日次締め (docs/reports.md, "日次締め"): the chosen cinema's month, each day 未締め or 締め済み, and the
// day picked (month and day in the URL).

const shiftMonth = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const monthText = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

export default function DailyClosingPage() {
  const [params, setParams] = useSearchParams();
  const picked = params.get('day');
  const asked = params.get('month') ?? picked?.slice(0, 7) ?? null;
  // The cinema's 営業日 today is the server's: the first read asks for the current month by the browser's clock.
  const [thisMonth] = useState(() => monthInJapan());
  const month = asked ?? thisMonth;
  const calendar = useQuery(
    endpointQuery(dailyClosingKeys.list(['calendar', month]), dailyClosingEndpoints.calendar, { query: { month } }),
  );
  const today = calendar.data?.today;
  // By default the day before today: the day a cinema closes the morning after.
  const day = picked ?? (today && today.slice(0, 7) === month ? addDays(today, -1) : null);
  const dayView = useQuery({
    ...endpointQuery(dailyClosingKeys.detail(['day', day]), dailyClosingEndpoints.day, {
      query: { businessDate: day ?? '' },
    }),
    enabled: !!day && day.slice(0, 7) === month,
  });
  const go = (next: Record<string, string>) => setParams(next);
  return (
    <>
      <PageHeader
        title="日次締め"
        sub={calendar.data ? calendar.data.cinemaName : undefined}
        extra={
          <Space>
            <Button icon={<LeftOutlined />} aria-label="前の月" onClick={() => go({ month: shiftMonth(month, -1) })} />
            <Typography.Text strong>{monthText(month)}</Typography.Text>
            <Button icon={<RightOutlined />} aria-label="次の月" onClick={() => go({ month: shiftMonth(month, 1) })} />
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card size="small" title="締め状態">
            {calendar.isLoading ? (
              <Skeleton active />
            ) : calendar.isError || !calendar.data ? (
              <Alert type="error" showIcon message="カレンダーを読み込めませんでした。再読み込みしてください" />
            ) : (
              <ClosingCalendar calendar={calendar.data} selected={day} onSelect={(d) => go({ month, day: d })} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          {!day || day.slice(0, 7) !== month ? (
            <Card size="small">
              <Empty description="カレンダーから営業日を選択してください" />
            </Card>
          ) : dayView.isLoading ? (
            <Card size="small">
              <Skeleton active />
            </Card>
          ) : dayView.isError || !dayView.data ? (
            <Alert type="error" showIcon message="営業日の締め状態を読み込めませんでした。再読み込みしてください" />
          ) : (
            <ClosingDay day={dayView.data} />
          )}
        </Col>
      </Row>
    </>
  );
}
