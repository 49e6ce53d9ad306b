import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import type { FilmFeeTermInput } from '@cinema/contracts';
import { FilmFeeTerms, feeTermIssues } from './film-fee-terms.js';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

let formRef: FormInstance | null = null;
const read = (): FilmFeeTermInput[] => formRef?.getFieldValue('filmFeeTerms');
function Harness({ terms = [] }: { terms?: FilmFeeTermInput[] }) {
  const [form] = Form.useForm();
  useEffect(() => {
    formRef = form;
  }, [form]);
  return (
    <Form
      form={form}
      initialValues={{ releaseDateType: 'date', releaseDate: '2026-11-06', resetWeekDays: 7, filmFeeTerms: terms }}
    >
      <FilmFeeTerms />
    </Form>
  );
}

const rowCount = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;
const inputValue = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
const overlap = '「通常」の歩率の期間（2026/11/06〜2026/11/19）と（2026/11/06〜2026/11/19）が重なっています';

describe('film fee terms (映画料・歩率)', () => {
  it('adds and removes rows', async () => {
    render(<Harness />);
    expect(
      screen.getByText('歩率が登録されていません。「行を追加」または「週ごとの例を追加」から登録してください。'),
    ).toBeTruthy();
    await user.click(screen.getByText('行を追加'));
    await user.click(screen.getByText('行を追加'));
    expect(rowCount()).toBe(2);
    expect(read()).toEqual([
      { category: 'main', periodEnd: null },
      { category: 'main', periodEnd: null },
    ]);
    await user.click(screen.getByLabelText('1行目を削除'));
    expect(rowCount()).toBe(1);
  });

  it('adds the weekly example from the release date: 60% weeks 1-2, 55% weeks 3-4, 50% after', async () => {
    render(<Harness />);
    await user.click(screen.getByText('週ごとの例を追加'));
    expect(read()).toEqual([
      { category: 'main', rate: 60, periodStart: '2026-11-06', periodEnd: '2026-11-19' },
      { category: 'main', rate: 55, periodStart: '2026-11-20', periodEnd: '2026-12-03' },
      { category: 'main', rate: 50, periodStart: '2026-12-04', periodEnd: null },
    ]);
    expect(inputValue('2行目の期間開始')).toBe('2026-11-20');
    expect(inputValue('3行目の期間終了')).toBe('');
    expect(inputValue('3行目の歩率')).toBe('50.00');
  });

  it('flags overlapping periods of one category inline, and clears the flag when the overlap goes', async () => {
    render(<Harness />);
    await user.click(screen.getByText('週ごとの例を追加'));
    await user.click(screen.getByText('週ごとの例を追加'));
    expect(await screen.findByText(overlap)).toBeTruthy();
    expect(rowCount()).toBe(6);
    for (let i = 0; i < 3; i++) await user.click(screen.getByLabelText('4行目を削除'));
    await waitFor(() => expect(screen.queryByText(overlap)).toBeNull());
    expect(rowCount()).toBe(3);
  });

  it('does not flag the same period in another category', () => {
    const terms: FilmFeeTermInput[] = [
      { category: 'main', rate: 60, periodStart: '2026-11-06', periodEnd: null },
      { category: 'late', rate: 50, periodStart: '2026-11-06', periodEnd: null },
      { category: 'late', rate: 45, periodStart: '2026-11-10', periodEnd: '2026-11-08' },
    ];
    expect([...feeTermIssues(terms).keys()]).toEqual(['2.periodEnd', '2.periodStart']);
    expect(feeTermIssues([{ category: 'main' }, undefined, { category: 'main', periodStart: '2026-01-01' }]).size).toBe(
      0,
    );
  });
});
