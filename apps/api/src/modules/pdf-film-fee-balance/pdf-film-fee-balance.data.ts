import { lastDayOfMonth, type PayableRow, type PdfFilmFeeBalanceQuery } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { brandIssuer, todayInJapan, type BrandIssuer } from '../../platform/pdf/index.js';
import { brandForWrite } from '../../platform/scope.js';
import { payableRowsOf } from '../payables/index.js';

// What the 未払映画料残高一覧表 prints (docs/accounting.md, "未払映画料残高一覧表"): the caller's brand's 映画料 payables
// of the month per 配給会社, as 買掛・未払 sums them (前月末残高 + 当月発生 − 当月支払 − 相殺 = 当月末残高).

export interface FilmFeeBalanceData {
  issuer: BrandIssuer;
  month: string;
  /** 発行日, today in Japan. */
  issuedOn: string;
  /** 基準日: the month's last day. */
  asOf: string;
  hideZero: boolean;
  rows: PayableRow[];
}

export async function filmFeeBalanceData(db: Db, actor: Actor, q: PdfFilmFeeBalanceQuery): Promise<FilmFeeBalanceData> {
  const brandId = brandForWrite(actor.scope, null);
  const all = await payableRowsOf(db, brandId, q.month, { kind: 'filmFee' });
  const hideZero = q.hideZero ?? false;
  return {
    issuer: await brandIssuer(db, brandId),
    month: q.month,
    issuedOn: todayInJapan(),
    asOf: lastDayOfMonth(q.month),
    hideZero,
    rows: hideZero ? all.filter((r) => r.balance !== 0) : all,
  };
}
