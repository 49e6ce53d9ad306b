import dayjs, { type Dayjs } from 'dayjs';
import { Form, Input, Select, Tag, Tooltip } from 'antd';
import { DatePicker } from '../../ui/date-picker.js';
import {
  auditAction,
  auditEntity,
  auditEntityLabel,
  auditLogEndpoints,
  auditLogLabels as L,
  type AuditAction,
  type AuditLogEntry,
} from '@cinema/contracts';
import { featureKeys } from '../../api/query.js';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { useSession } from '../../api/session.js';
import { dateTime, text } from '../../lib/format.js';
import { ListPage } from '../../ui/list-page.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { kanaSearch } from '../../lib/option-search.js';

export const auditLogKeys = featureKeys('auditLogs');

// The filter keeps days as YYYY-MM-DD text (what the API reads); the pickers work with dayjs.
const asDay = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
const fromDay = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);
const actionLabel = (a: string) => auditAction.labels[a as AuditAction] ?? a;
/** An entry of no cinema was a change to the whole brand (a master, a setting) or a login. */
const cinemaLabel = (e: AuditLogEntry) =>
  e.cinemaName ?? (e.cinemaId == null ? '全劇場' : `削除された劇場（${e.cinemaId}）`);

const columns = (withBrand: boolean): ListColumn<AuditLogEntry>[] => [
  { title: L.at, dataIndex: 'at', sorter: true, render: dateTime, csv: (e) => dateTime(e.at) },
  ...(withBrand
    ? [{ title: L.brandName, dataIndex: 'brandName', render: text, csv: (e: AuditLogEntry) => e.brandName }]
    : []),
  { title: L.cinemaName, dataIndex: 'cinemaName', render: (_: unknown, e) => cinemaLabel(e), csv: cinemaLabel },
  {
    title: L.userName,
    dataIndex: 'userName',
    sorter: true,
    render: (u: string | null, e) => (
      <>
        {text(u)}
        {e.actingUserName && (
          <Tooltip title={`${text(u)} が ${e.actingUserName} として代理ログイン中に行った操作`}>
            <Tag color="purple" style={{ marginInlineStart: 8 }}>
              代理：{e.actingUserName}
            </Tag>
          </Tooltip>
        )}
      </>
    ),
    csv: (e) => e.userName,
  },
  { title: L.acting, exportOnly: true, csv: (e) => (e.actingUserName ? 'あり' : 'なし') },
  { title: L.actingUserName, exportOnly: true, csv: (e) => e.actingUserName },
  { title: L.action, dataIndex: 'action', sorter: true, render: actionLabel, csv: (e) => actionLabel(e.action) },
  {
    title: L.entity,
    dataIndex: 'entity',
    sorter: true,
    render: (v: string) => auditEntityLabel(v),
    csv: (e) => auditEntityLabel(e.entity),
  },
  { title: L.entityId, dataIndex: 'entityId', render: text, csv: (e) => e.entityId },
  {
    title: L.summary,
    dataIndex: 'summary',
    wrap: true,
    render: (v: string | null) => text(v),
    csv: (e) => e.summary,
  },
  { title: L.ip, exportOnly: true, csv: (e) => e.ip },
];

/** 操作ログ: who changed what and when, and whether while acting as another account (代理ログイン). */
export default function AuditLogPage() {
  const session = useSession();
  return (
    <ListPage
      title="操作ログ"
      module="users"
      endpoint={auditLogEndpoints.list}
      queryKey={auditLogKeys.all}
      emptyText="条件に合う操作ログはありません。"
      filters={
        <>
          <CinemaFilter aria-label={L.cinemaName} style={{ width: 180 }} />
          <Form.Item name="user">
            <Input
              placeholder={`${L.userName}（ログインID）`}
              aria-label="ユーザー（ログインID）"
              allowClear
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="entity">
            <Select
              placeholder={L.entity}
              aria-label={L.entity}
              allowClear
              showSearch={kanaSearch}
              style={{ width: 180 }}
              options={auditEntity.options}
            />
          </Form.Item>
          <Form.Item name="target">
            <Input placeholder="対象（IDまたは名称）" aria-label="対象" allowClear style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="action">
            <Select
              placeholder={L.action}
              aria-label={L.action}
              allowClear
              style={{ width: 150 }}
              options={auditAction.options}
            />
          </Form.Item>
          <Form.Item name="from" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder={L.from} aria-label={L.from} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="to" getValueProps={asDay} normalize={fromDay}>
            <DatePicker placeholder={L.to} aria-label={L.to} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
      exportName="操作ログ"
      columns={columns(session?.adminType === 'superAdmin')}
    />
  );
}
