import { useSearchParams, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, QRCode, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { couponDiscountText, couponEndpoints, formatSerial, serialState } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { date } from '../../lib/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { couponKeys } from './coupon-queries.js';
import './coupon-print.css';

// At most this many cards a sheet run: 10 cards an A4 page, 100 pages.
const MAX_CARDS = 1000;

/** /couponlist/:id/print: A4 sheets of cards, each with its serial printed in groups of four and as a QR code. */
export default function CouponPrintPage() {
  const couponId = Number(useParams().id);
  const [params] = useSearchParams();
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const state = params.get('state') as 'issued' | 'activated' | 'invalid' | 'used' | null;
  const query = {
    couponId,
    fromSeq: num('fromSeq'),
    toSeq: num('toSeq'),
    state: state ?? undefined,
    page: 0,
    pageSize: MAX_CARDS,
  };
  const coupon = useQuery(
    endpointQuery([...couponKeys.all, 'detail', couponId], couponEndpoints.detail, { params: { id: couponId } }),
  );
  const serials = useQuery(endpointQuery([...couponKeys.all, 'print', query], couponEndpoints.serialList, { query }));
  if (!coupon.data || !serials.data) return <Spin />;
  const c = coupon.data;
  const list = serials.data.list.filter((s) => s.state !== 'invalid' || state === 'invalid');
  return (
    <>
      <div className="coupon-print-toolbar">
        <PageHeader
          title={`印刷用シート：${c.name}`}
          sub={`${list.length}枚${serials.data.total > MAX_CARDS ? `（先頭${MAX_CARDS}枚。番号の範囲で分けて印刷してください）` : ''}・無効のシリアルは印刷しません`}
          extra={
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              印刷
            </Button>
          }
        />
      </div>
      <div className="coupon-sheet" aria-label="印刷用シート">
        {list.map((s) => (
          <div className="coupon-card" key={s.id} data-testid="coupon-card">
            <div className="coupon-card-body">
              <div className="coupon-card-name">{c.name}</div>
              <div className="coupon-card-discount">{couponDiscountText(c)}</div>
              <div className="coupon-card-code">{formatSerial(s.code)}</div>
              <div className="coupon-card-meta">
                No.{s.seq}
                {s.expiresOn ? ` ／ 有効期限 ${date(s.expiresOn)}` : ''}
                {s.state === 'used' ? ` ／ ${serialState.labels.used}` : ''}
              </div>
            </div>
            <QRCode value={s.code} size={96} bordered={false} type="svg" />
          </div>
        ))}
      </div>
    </>
  );
}
