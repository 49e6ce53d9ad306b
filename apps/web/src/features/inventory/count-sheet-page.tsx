import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { inventoryEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { num } from '../../lib/format.js';
import { DatePicker } from '../../ui/date-picker.js';
import { PageHeader } from '../../ui/page-header.js';
import { inventoryKeys, useLocationOptions } from './inventory-queries.js';
import './count-sheet.css';

const weekdays = ['日', '月', '火', '水', '木', '金', '土'];
const dayLabel = (d: string) => `${d.replaceAll('-', '/')}（${weekdays[dayjs(d).day()]}）`;

/** /inventory/count-sheet 棚卸表: theoretical stock of a location on a date, with a blank column to count into. */
export default function CountSheetPage() {
  const [params, setParams] = useSearchParams();
  const locations = useLocationOptions();
  const locationId = Number(params.get('locationId')) || locations[0]?.value;
  // No date chosen: the API answers for the cinema's current business day (not the calendar date).
  const chosen = params.get('countDate') ?? undefined;
  const set = (k: string, v: string) => setParams((p) => ({ ...Object.fromEntries(p), [k]: v }));
  const sheet = useQuery({
    ...endpointQuery([...inventoryKeys.all, 'count', locationId, chosen], inventoryEndpoints.count, {
      query: { locationId: locationId!, countDate: chosen },
    }),
    enabled: locationId != null,
  });
  const countDate = chosen ?? sheet.data?.countDate;
  return (
    <>
      <div className="count-sheet-toolbar">
        <PageHeader
          title="棚卸表"
          sub="実棚数の欄は空欄で印刷します。数えた数量は在庫一覧の「棚卸入力」から登録してください。"
          extra={
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              印刷
            </Button>
          }
        />
        <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
          <span>保管場所</span>
          <Select
            aria-label="保管場所"
            style={{ width: 140 }}
            value={locationId}
            options={locations}
            onChange={(v: number) => set('locationId', String(v))}
          />
          <span>棚卸日</span>
          <DatePicker
            aria-label="棚卸日"
            allowClear={false}
            value={countDate ? dayjs(countDate) : undefined}
            onChange={(d) => d && set('countDate', d.format('YYYY-MM-DD'))}
          />
        </Flex>
      </div>
      {!sheet.data ? (
        <Spin />
      ) : (
        <div className="count-sheet" aria-label="棚卸表">
          <h1>棚卸表</h1>
          <div className="count-sheet-meta">
            <span>保管場所：{sheet.data.locationName}</span>
            <span>棚卸日：{dayLabel(sheet.data.countDate)}</span>
          </div>
          <table>
            <thead>
              <tr>
                <th>No.</th>
                <th>コード</th>
                <th>名称</th>
                <th>単位</th>
                <th>理論在庫</th>
                <th className="blank">実棚数</th>
                <th className="blank">差異</th>
              </tr>
            </thead>
            <tbody>
              {sheet.data.lines.map((l, i) => (
                <tr key={l.key}>
                  <td className="num">{i + 1}</td>
                  <td>{l.code}</td>
                  <td>{l.name}</td>
                  <td>{l.unit}</td>
                  <td className="num">{num(l.theoretical)}</td>
                  <td className="blank" />
                  <td className="blank" />
                </tr>
              ))}
            </tbody>
          </table>
          <div className="count-sheet-sign">
            <div>担当</div>
            <div>確認</div>
          </div>
        </div>
      )}
    </>
  );
}
