import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  lastMonthInJapan,
  filmFeeEndpoints,
  filmFeeLabels as L,
  monthText,
  pathTo,
  type FilmFeeConfirmAllAnswer,
  type FilmFeeList,
  type FilmFeeRow,
} from '@cinema/contracts';
import { showBatchResult } from '../../ui/batch-result.js';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { useDistributorOptions } from '../../entities/films/film-queries.js';
import { yenText } from '../../lib/format.js';
import { kanaSearch } from '../../lib/option-search.js';
import { confirmAction } from '../../ui/confirm.js';
import { ListPage } from '../../ui/list-page.js';
import { filmFeeColumns } from './film-fee-columns.js';
import { AdjustForm, FilmFeeDetail, filmFeeKeys, UnconfirmForm } from './film-fee-dialogs.js';
import { MonthField } from '../../ui/month-field.js';

// /film-fee 映画料集計 (docs/accounting.md, "映画料集計"): a month's film fee per 配給会社, 作品 and 劇場 (last month by
// default), each settled per 興行区分 and 歩率期間; head office records an 調整額, confirms 暫定 → 確定 once the cinema's
// month is closed, and unconfirms with a reason; cinema staff read their own cinema.

function DistributorFilter() {
  const { data, isLoading } = useDistributorOptions();
  return (
    <Form.Item name="distributorId">
      <Select<number>
        aria-label={L.distributorId}
        placeholder={L.distributorId}
        allowClear
        showSearch={kanaSearch}
        loading={isLoading}
        style={{ minWidth: 200 }}
        options={(data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      />
    </Form.Item>
  );
}

/** The page's sums: what the distributors are owed for the rows shown (a '-' row keeps its total unknown). */
function Totals({ answer }: { answer: FilmFeeList }) {
  const rows = answer.list;
  const known = rows.every((r) => r.payable !== null);
  const sum = (f: (r: FilmFeeRow) => number | null) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);
  return (
    <Typography.Text data-testid="film-fee-totals">
      このページの合計: {L.boxOffice} {yenText(sum((r) => r.boxOffice))}、{L.total}{' '}
      {known ? yenText(sum((r) => r.total)) : '-'}、{L.payable} {known ? yenText(sum((r) => r.payable)) : '-'}
      {known ? '' : '（歩率が未登録の作品があります）'}
    </Typography.Text>
  );
}

function showResult(a: FilmFeeConfirmAllAnswer) {
  showBatchResult(
    `${monthText(a.month)}の映画料：${a.confirmed}件を確定しました`,
    [{ label: '確定できなかった映画料', items: a.refused.map((r) => `${r.filmName}（${r.cinemaName}）：${r.reason}`) }],
    'confirm-all-result',
  );
}

export default function FilmFeePage() {
  const session = useSession();
  const { can } = usePermission('reports');
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [initial] = useState(() => ({ month: lastMonthInJapan() }));
  const month = params.get('month') ?? initial.month;
  const [detail, setDetail] = useState<FilmFeeRow | null>(null);
  const [adjusting, setAdjusting] = useState<FilmFeeRow | null>(null);
  const [unconfirming, setUnconfirming] = useState<FilmFeeRow | null>(null);
  // Head office alone adjusts and confirms (docs/accounting.md, "映画料集計"); cinema staff read their own cinema.
  const headOffice = session?.adminType === 'brand' && can('update');

  const confirm = (row: FilmFeeRow) =>
    confirmAction({
      title: `${row.filmName}（${row.cinemaName}）の${monthText(row.month)}の映画料を確定しますか？`,
      content: `映画料合計 ${yenText(row.total)}、消費税 ${yenText(row.tax)}、支払額 ${yenText(row.payable)} で確定します。確定後は数値が固定され、変更には確定解除が必要です。`,
      okText: '確定する',
      onOk: async () => {
        await call(filmFeeEndpoints.confirm, {
          body: { cinemaId: row.cinemaId, filmId: row.filmId, month: row.month, version: row.version },
        });
        await qc.invalidateQueries({ queryKey: filmFeeKeys.all });
      },
    });
  const confirmAll = (distributorId?: number) =>
    confirmAction({
      title: `${monthText(month)}の映画料を一括確定しますか？`,
      content:
        '表示中の条件（配給会社）に合う暫定の映画料のうち、月次締め済みで歩率がそろっているものをすべて確定します。確定できないものは理由とともにお知らせします。',
      okText: '一括確定',
      onOk: async () => {
        const answer = await call(filmFeeEndpoints.confirmAll, { body: { month, distributorId } });
        await qc.invalidateQueries({ queryKey: filmFeeKeys.all });
        showResult(answer);
      },
    });
  const distributorId = Number(params.get('distributorId')) || undefined;
  const blockedWhy = (row: FilmFeeRow) =>
    !row.monthClosed
      ? `${monthText(row.month)}は月次締めされていません`
      : row.fee === null
        ? '歩率が登録されていない期間があります'
        : undefined;

  return (
    <>
      <ListPage
        title="映画料集計"
        module="reports"
        endpoint={filmFeeEndpoints.list}
        queryKey={filmFeeKeys.all}
        rowKey="key"
        columns={filmFeeColumns}
        keyword="作品名・配給会社"
        initialFilters={initial}
        resetFilters={initial}
        filters={
          <>
            <MonthField ariaLabel={L.month} />
            <CinemaFilter placeholder={L.cinemaId} style={{ minWidth: 180 }} />
            <DistributorFilter />
          </>
        }
        exportName={`映画料集計_${month}`}
        emptyText="この月の興行収入がある作品はありません。対象月を変えてください"
        footer={(answer) => <Totals answer={answer} />}
        extra={
          <>
            {/* 映画料精算書 (docs/accounting.md): the chosen 配給会社's confirmed fees of the month as a document. */}
            {distributorId ? (
              <Link to={pathTo('/pdf-film-fee', {}, { month, distributorId })}>
                <Button>映画料精算書</Button>
              </Link>
            ) : (
              <Button disabled title="配給会社で絞り込むと開けます">
                映画料精算書
              </Button>
            )}
            {headOffice && (
              <Button type="primary" onClick={() => confirmAll(distributorId)}>
                一括確定
              </Button>
            )}
          </>
        }
        actions={{
          extra: (row) => (
            <Space size={0}>
              <Button type="link" onClick={() => setDetail(row)}>
                明細
              </Button>
              {headOffice && row.status === 'provisional' && (
                <>
                  <Button type="link" onClick={() => setAdjusting(row)}>
                    調整
                  </Button>
                  <Button type="link" disabled={!!blockedWhy(row)} title={blockedWhy(row)} onClick={() => confirm(row)}>
                    確定
                  </Button>
                </>
              )}
              {headOffice && row.status === 'confirmed' && (
                <Button type="link" danger onClick={() => setUnconfirming(row)}>
                  確定解除
                </Button>
              )}
            </Space>
          ),
        }}
      />
      {detail && <FilmFeeDetail row={detail} onClose={() => setDetail(null)} />}
      {adjusting && <AdjustForm row={adjusting} onClose={() => setAdjusting(null)} />}
      {unconfirming && <UnconfirmForm row={unconfirming} onClose={() => setUnconfirming(null)} />}
    </>
  );
}
