import { Input, Typography } from 'antd';
import { clockLabel, parseScaleTime } from '@cinema/contracts';

export interface Time36InputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Called when the field loses focus with a valid time (the form derives the end from the start). */
  onCommit?: (value: string) => void;
  'aria-label'?: string;
  disabled?: boolean;
}

/** "1:30" and "130" and "0130" all mean 01:30; typed digits are read as H:mm or HH:mm. */
export function normaliseTime36(text: string): string {
  const t = text.trim().replace('：', ':');
  const digits = /^\d{3,4}$/.test(t) ? `${t.slice(0, -2)}:${t.slice(-2)}` : t;
  const minutes = parseScaleTime(digits);
  if (minutes === null) return text;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The wall clock beside a 36-hour time: 「翌1:30」 for 25:30; nothing before midnight or for bad input. */
export function time36Hint(value: string | null | undefined): string | null {
  if (!value) return null;
  const minutes = parseScaleTime(value);
  return minutes !== null && minutes >= 24 * 60 ? clockLabel(value) : null;
}

/**
 * A time on the business day's 36-hour scale (docs/domain.md, "the business day"): staff type 25:30 for a show
 * that starts at 01:30 the next morning, and the field says 「翌1:30」 beside it.
 */
export function Time36Input({ id, value, onChange, onCommit, disabled, ...rest }: Time36InputProps) {
  const hint = time36Hint(value);
  return (
    <Input
      id={id}
      value={value ?? ''}
      disabled={disabled}
      aria-label={rest['aria-label']}
      placeholder="例：25:30"
      inputMode="numeric"
      maxLength={5}
      style={{ width: '100%', maxWidth: 220 }}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const v = normaliseTime36(e.target.value);
        if (v !== e.target.value) onChange?.(v);
        if (parseScaleTime(v) !== null) onCommit?.(v);
      }}
      suffix={<Typography.Text type="secondary">{hint ?? ' '}</Typography.Text>}
    />
  );
}
