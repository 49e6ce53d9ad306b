import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { FeeTermsShift } from './fee-terms-shift.js';

const terms = [
  { category: 'main', periodStart: '2027-03-05', periodEnd: '2027-03-18', rate: 60 },
  { category: 'main', periodStart: '2027-03-19', periodEnd: null, rate: 50 },
];
/** The periods the form holds, as the page would send them. */
const Periods = () => (
  <Form.Item shouldUpdate noStyle>
    {({ getFieldValue }) => (
      <p data-testid="periods">
        {((getFieldValue('filmFeeTerms') as typeof terms | undefined) ?? [])
          .map((t) => `${t.periodStart}〜${t.periodEnd ?? ''}`)
          .join(' / ')}
      </p>
    )}
  </Form.Item>
);
function Release() {
  return (
    <Form initialValues={{ releaseDate: '2027-03-05', filmFeeTerms: terms }}>
      <FeeTermsShift />
      <Periods />
      <Form.Item label="公開日" name="releaseDate">
        <Input />
      </Form.Item>
    </Form>
  );
}
const periods = () => screen.getByTestId('periods').textContent;
const move = (to: string) => fireEvent.change(screen.getByLabelText('公開日'), { target: { value: to } });

describe('moving a film’s 公開日', () => {
  it('offers to move the 歩率 periods by the same days, and moves them only when asked', async () => {
    render(<Release />);
    move('2027-03-12');
    expect(
      await screen.findByText('公開日を7日後ろに動かしました。歩率期間（2件）も同じだけ動かしますか？'),
    ).toBeTruthy();
    expect(periods()).toBe('2027-03-05〜2027-03-18 / 2027-03-19〜');
    fireEvent.click(screen.getByRole('button', { name: '歩率期間も動かす' }));
    expect(periods()).toBe('2027-03-12〜2027-03-25 / 2027-03-26〜');
    expect(screen.queryByText(/歩率期間（2件）/)).toBeNull();
  });

  it('leaves them where they were when the user says 動かさない', async () => {
    render(<Release />);
    move('2027-02-26');
    expect(await screen.findByText(/公開日を7日前に動かしました/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '動かさない' }));
    expect(periods()).toBe('2027-03-05〜2027-03-18 / 2027-03-19〜');
  });
});
