import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { normaliseTime36, Time36Input, time36Hint } from './time36-input.js';
import { time36Rule } from './time36-rule.js';

function Harness({ onFinish }: { onFinish?: (v: { startTime: string }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="startTime" label="開始時刻" rules={[time36Rule('開始時刻', true)]}>
        <Time36Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('the 36-hour time input', () => {
  it('reads typed digits as a time and says which morning 25:30 is', async () => {
    const user = userEvent.setup({ delay: null });
    let saved: string | undefined;
    render(<Harness onFinish={(v) => (saved = v.startTime)} />);
    const input = screen.getByLabelText('開始時刻');
    await user.type(input, '2530');
    await user.tab();
    expect(input).toHaveProperty('value', '25:30');
    expect(screen.getByText('翌1:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(saved).toBe('25:30'));
  });

  it('shows no hint before midnight', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(screen.getByLabelText('開始時刻'), '9:05');
    await user.tab();
    expect(screen.getByLabelText('開始時刻')).toHaveProperty('value', '09:05');
    expect(screen.queryByText(/^翌/)).toBeNull();
  });

  it('refuses a time past the 36-hour scale, and a blank one, in the contract’s words', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('「開始時刻」を入力してください')).toBeTruthy();
    await user.type(screen.getByLabelText('開始時刻'), '36:10');
    await user.tab();
    expect(await screen.findByText('「開始時刻」は0:00〜35:59の「HH:mm」で入力してください（例：25:30）')).toBeTruthy();
  });
});

describe('normaliseTime36 and time36Hint', () => {
  it('pads and reads full-width colons and bare digits; leaves what it cannot read', () => {
    expect(normaliseTime36('930')).toBe('09:30');
    expect(normaliseTime36('2405')).toBe('24:05');
    expect(normaliseTime36('25：30')).toBe('25:30');
    expect(normaliseTime36('7:5')).toBe('7:5');
    expect(normaliseTime36('abc')).toBe('abc');
  });

  it('names the wall clock of times after midnight only', () => {
    expect(time36Hint('24:00')).toBe('翌0:00');
    expect(time36Hint('35:59')).toBe('翌11:59');
    expect(time36Hint('23:59')).toBeNull();
    expect(time36Hint('99:00')).toBeNull();
  });
});
