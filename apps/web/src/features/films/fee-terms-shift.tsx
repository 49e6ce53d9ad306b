import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { addDays, daysBetween, type FilmFeeTermInput } from '@cinema/contracts';

type TermRow = Partial<FilmFeeTermInput> | undefined;
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const shift = (v: string | null | undefined, days: number) => (isDate(v) ? addDays(v, days) : v);

/**
 * 公開日 moved while 歩率 periods are set: they are counted from the release, so the form offers to move them by
 * the same number of days instead of leaving them where they were without a word (docs/domain.md, "film fees").
 * Nothing moves unless the user says so.
 */
export function FeeTermsShift() {
  const form = Form.useFormInstance();
  const release = Form.useWatch<string | null | undefined>('releaseDate');
  const before = useRef<string | null>(null);
  const [offer, setOffer] = useState<{ days: number; count: number } | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = isDate(release) ? release : null;
    if (!previous || !isDate(release) || previous === release) return;
    const terms = (form.getFieldValue('filmFeeTerms') as TermRow[] | undefined) ?? [];
    const count = terms.filter((t) => isDate(t?.periodStart)).length;
    setOffer(count ? { days: daysBetween(previous, release), count } : null);
  }, [release, form]);
  if (!offer || offer.days === 0) return null;
  const apply = () => {
    const terms = (form.getFieldValue('filmFeeTerms') as TermRow[] | undefined) ?? [];
    form.setFieldValue(
      'filmFeeTerms',
      terms.map(
        (t) => t && { ...t, periodStart: shift(t.periodStart, offer.days), periodEnd: shift(t.periodEnd, offer.days) },
      ),
    );
    setOffer(null);
  };
  const moved = `${Math.abs(offer.days)}日${offer.days > 0 ? '後ろ' : '前'}`;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={`公開日を${moved}に動かしました。歩率期間（${offer.count}件）も同じだけ動かしますか？`}
      action={
        <Space>
          <Button size="small" type="primary" onClick={apply}>
            歩率期間も動かす
          </Button>
          <Button size="small" onClick={() => setOffer(null)}>
            動かさない
          </Button>
        </Space>
      }
    />
  );
}
