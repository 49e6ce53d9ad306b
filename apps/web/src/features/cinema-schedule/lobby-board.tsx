import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { seatMarkLabels, signageBoardEndpoints, signageLabels, type SignageBoardRow } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { endpointQuery } from '../../api/query.js';
import { usePermission, useSession } from '../../api/session.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';

// ロビー表示 (docs/signage.md, "the lobby board"): today's screenings as the lobby's players show them, 36-hour
// times and 残席 ○△× from the live seat counts, and tomorrow's too after the cinema's time, which is set here.

const markColor = { '○': 'green', '△': 'gold', '×': 'red' } as const;

const columns = [
  { title: '開始', dataIndex: 'startTime', width: 80 },
  { title: '終了', dataIndex: 'endTime', width: 80 },
  {
    title: '作品',
    dataIndex: 'filmName',
    render: (name: string, r: SignageBoardRow) => (
      <>
        {name} <Tag>{r.classification}</Tag>
      </>
    ),
  },
  { title: 'スクリーン', dataIndex: 'screenName' },
  { title: '形式', key: 'format', render: (_: unknown, r: SignageBoardRow) => `${r.formatName} ${r.languageName}` },
  {
    title: '残席',
    key: 'seats',
    render: (_: unknown, r: SignageBoardRow) => (
      <Tag color={markColor[r.mark]}>
        {r.mark} {seatMarkLabels[r.mark]}（{r.remaining}/{r.total}）
      </Tag>
    ),
  },
];

function TomorrowSetting() {
  const cinemaId = useSession()?.cinemaId;
  const qc = useQueryClient();
  const canUpdate = usePermission('performance').can('update');
  const setting = useQuery(
    endpointQuery([...scheduleKeys.all, 'lobby-setting', cinemaId ?? null], signageBoardEndpoints.setting, {
      query: {},
    }),
  );
  const [draft, setDraft] = useState<string | null>(null);
  if (!setting.data) return null;
  const value = draft ?? setting.data.tomorrowFrom ?? '';
  const save = async () => {
    await call(signageBoardEndpoints.saveSetting, {
      query: {},
      body: { tomorrowFrom: value || null, version: setting.data.version },
    });
    setDraft(null);
    await qc.invalidateQueries({ queryKey: scheduleKeys.all });
  };
  return (
    <Space wrap>
      <Typography.Text>{signageLabels.tomorrowFrom}</Typography.Text>
      <Input
        aria-label={signageLabels.tomorrowFrom}
        value={value}
        placeholder="20:00"
        maxLength={5}
        style={{ width: 100 }}
        disabled={!canUpdate}
        onChange={(e) => setDraft(e.target.value)}
      />
      {canUpdate && (
        <Button onClick={() => void save()} disabled={draft === null}>
          保存
        </Button>
      )}
      <Typography.Text type="secondary">36時間表記。空欄なら本日分だけを表示します。</Typography.Text>
    </Space>
  );
}

export function LobbyBoard() {
  const cinemaId = useSession()?.cinemaId;
  const board = useQuery({
    ...endpointQuery([...scheduleKeys.all, 'lobby', cinemaId ?? null], signageBoardEndpoints.board, { query: {} }),
    // 残席 follow sales: read again every half minute while the screen is open.
    refetchInterval: 30_000,
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <TomorrowSetting />
      {board.isError && <Alert type="error" showIcon title={board.error.message} />}
      {board.data?.days.map((day) => (
        <Card key={day.businessDate} size="small" title={`${day.label}（${day.businessDate}）`} data-testid="lobby-day">
          <Table<SignageBoardRow>
            rowKey="screeningId"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={day.rows}
            locale={{ emptyText: '公開済みの上映回はありません' }}
          />
        </Card>
      ))}
    </Space>
  );
}
