import { formatBusinessDate } from '@cinema/contracts';
import { confirmAction } from '../../ui/confirm.js';
import { isOnSale, screeningName } from './screening-name.js';
import type { TimelineModel } from './timeline-model.js';

/**
 * 「この日をクリア」: the day's drafts go after one confirmation; published screenings stay
 * unless a second question, naming them and their sales, is answered 「公開済みも削除する」.
 */
export function askClearDay(model: TimelineModel, date: string, clear: (withPublished: boolean) => void) {
  const rows = model.rows.filter((r) => r.date === date);
  const items = rows.flatMap((r) => r.items.map((x) => ({ x, house: r.houseName })));
  const drafts = items.filter(({ x }) => !x.s.publishedAt);
  const published = items.filter(({ x }) => x.s.publishedAt);
  const day = formatBusinessDate(date, true);
  const askPublished = () =>
    confirmAction({
      title: `公開済みの上映回${published.length}件も削除しますか？`,
      content: `${published.map(({ x, house }) => `${screeningName(x, house)}${isOnSale(x.s) ? '（販売中）' : ''}`).join('\n')}\n\n公開済みの上映回は公開中の上映スケジュールから消え、販売中のものは販売もできなくなります。通常は削除せず「中止」にしてください。`,
      okText: '公開済みも削除する',
      danger: true,
      onOk: () => clear(true),
    });
  if (!items.length)
    return confirmAction({
      title: `${day}には上映回がありません`,
      content: 'クリアする上映回はありません。',
      okText: 'OK',
      focus: 'ok',
      onOk: () => undefined,
    });
  if (!drafts.length) return askPublished();
  confirmAction({
    title: `${day}の下書き${drafts.length}件を削除しますか？`,
    content: `${published.length ? `公開済みの${published.length}件は残します（続けて確認します）。\n` : ''}「元に戻す」（Ctrl+Z）で戻せます。`,
    okText: '削除する',
    danger: true,
    onOk: () => {
      clear(false);
      if (published.length) askPublished();
    },
  });
}
