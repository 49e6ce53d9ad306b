import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Modal, Spin, Typography } from 'antd';
import { scheduleEndpoints, screeningSeatState, type ScreeningSeatMap, type WeekHouse } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { scheduleKeys } from '../../entities/schedules/schedule-keys.js';
import { screeningName } from './screening-name.js';
import type { TimelineScreening } from './timeline-model.js';
import './seat-map-modal.css';

// 座席: a screening's seats as they are sold, read only (docs/sales.md, "seats"). The houses
// feature's editor grid is not reused: a feature never imports another (docs/architecture.md,
// "layers"), and this one needs no selection or editing. It reads afresh every 10 seconds and on
// focus while open, so staff watch the seats fill during the sale.

const REFRESH_MS = 10_000;

export const seatMapQuery = (id: number) =>
  endpointQuery([...scheduleKeys.all, 'seatMap', id], scheduleEndpoints.seatMap, { params: { id } });

/** 販売済 n / 仮押さえ n / 入場済 n / 販売不可 n / 空席 n, each with its colour. */
export function SeatMapLegend({ counts }: { counts: ScreeningSeatMap['counts'] }) {
  return (
    <Flex wrap gap={16} role="status" aria-label="座席の状態" style={{ marginBottom: 8 }}>
      {screeningSeatState.values.map((s) => (
        <span key={s} data-count={s}>
          <span className={`ssm-swatch ssm-${s}`} />
          {screeningSeatState.labels[s]} <b>{counts[s]}</b>
        </span>
      ))}
    </Flex>
  );
}

/** The plan's grid, read only: each seat in its state's colour, its label and state in its name. */
export function SeatMapGrid({ map }: { map: ScreeningSeatMap }) {
  const labelled = map.rowLabels.flatMap((label, row) => (label ? [{ label, row }] : []));
  return (
    <div className="ssm-scroll">
      <div className="ssm-stage" style={{ width: map.cols * 24 }}>
        スクリーン
      </div>
      <div
        className="ssm-grid"
        role="img"
        aria-label={`${map.houseName}の座席表`}
        style={{ gridTemplateColumns: `24px repeat(${map.cols}, 22px)`, gridTemplateRows: `repeat(${map.rows}, 22px)` }}
      >
        {labelled.map(({ label, row }) => (
          <div key={`r${row}`} className="ssm-rowhead" style={{ gridRow: row + 1 }}>
            {label}
          </div>
        ))}
        {map.seats.map((seat) => (
          <div
            key={seat.key}
            className={`ssm-seat ssm-${seat.state}`}
            data-state={seat.state}
            title={`${seat.label}：${screeningSeatState.labels[seat.state]}`}
            style={{ gridRow: seat.row + 1, gridColumn: seat.col + 2 }}
          >
            {seat.label.slice((map.rowLabels[seat.row] ?? '').length)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The modal the timeline opens from a block's seat figures or the selection's 「座席」. */
export function SeatMapModal({
  item,
  houses,
  onClose,
}: {
  item: TimelineScreening | null;
  houses: readonly WeekHouse[];
  onClose: () => void;
}) {
  const query = useQuery({
    ...seatMapQuery(item?.id ?? 0),
    enabled: !!item,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const map = query.data;
  return (
    <Modal open={!!item} title="座席" footer={null} onCancel={onClose} width={760} destroyOnHidden>
      {item && (
        <Typography.Paragraph type="secondary">
          {screeningName(item, houses.find((h) => h.id === item.s.houseId)?.name ?? '')}
        </Typography.Paragraph>
      )}
      {query.isError && <Alert type="error" showIcon title={query.error.message} style={{ marginBottom: 8 }} />}
      {map ? (
        <>
          <SeatMapLegend counts={map.counts} />
          <SeatMapGrid map={map} />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
            閲覧のみ。開いている間は10秒ごとに最新の状態を読み込みます。
          </Typography.Paragraph>
        </>
      ) : (
        !query.isError && <Spin />
      )}
    </Modal>
  );
}
