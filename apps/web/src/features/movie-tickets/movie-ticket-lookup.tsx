import { useState } from 'react';
import { Alert, Descriptions, Input, Popover, Tag } from 'antd';
import {
  movieTicketArea,
  movieTicketEndpoints,
  movieTicketKind,
  movieTicketLabels as L,
  type MovieTicket,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { yen } from '../../lib/format.js';

type Result = { ticket: MovieTicket } | { error: string } | null;

function TicketSummary({ ticket }: { ticket: MovieTicket }) {
  return (
    <Descriptions size="small" bordered column={1} style={{ width: 320 }}>
      <Descriptions.Item label={L.code}>{ticket.code}</Descriptions.Item>
      <Descriptions.Item label={L.name}>
        {ticket.name} {!ticket.active && <Tag>停止中</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="区分">
        {movieTicketKind.labels[ticket.kind]}・{movieTicketArea.labels[ticket.area]}
      </Descriptions.Item>
      <Descriptions.Item label={L.users}>{ticket.users}名</Descriptions.Item>
      <Descriptions.Item label={L.sellAmount}>{yen(ticket.sellAmount)}</Descriptions.Item>
      <Descriptions.Item label={L.bookedAmount}>{yen(ticket.bookedAmount)}</Descriptions.Item>
      <Descriptions.Item label={L.glassesFee}>{yen(ticket.glassesFee)}</Descriptions.Item>
    </Descriptions>
  );
}

/** 券種コード照会 in the page header: what a presented ムビチケ's code stands for, or moviTicketNotFound. */
export function MovieTicketLookup() {
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

  const search = async (raw: string) => {
    const code = raw.trim();
    if (!code) return setResult(null);
    setBusy(true);
    try {
      // The popover shows the answer (or moviTicketNotFound) itself, so no alert and no overlay.
      const ticket = await call(movieTicketEndpoints.lookup, { query: { code } }, { alert: false, loading: false });
      setResult({ ticket });
    } catch (err) {
      setResult({ error: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      open={!!result}
      onOpenChange={(open) => !open && setResult(null)}
      trigger="click"
      placement="bottomRight"
      title="券種コード照会"
      content={
        result &&
        ('ticket' in result ? (
          <TicketSummary ticket={result.ticket} />
        ) : (
          <Alert type="warning" showIcon title={result.error} />
        ))
      }
    >
      <Input.Search
        aria-label="照会する券種コード"
        placeholder="券種コードで照会"
        enterButton="照会"
        allowClear
        loading={busy}
        onSearch={search}
        style={{ width: 240 }}
      />
    </Popover>
  );
}
