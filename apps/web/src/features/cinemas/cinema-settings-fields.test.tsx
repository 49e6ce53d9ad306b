import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { cinemaLabels, ja } from '@cinema/contracts';
import { CinemaSettingsFields } from './cinema-settings-fields.js';

const type = (field: HTMLElement, value: string) => {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const save = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('the cinema sales settings', () => {
  it('keeps a cut-off hour of 37 as typed and says the range, not 36', async () => {
    const finished: unknown[] = [];
    render(
      <Form initialValues={{ businessDayCutoffHour: 5 }} onFinish={(v) => finished.push(v)}>
        <CinemaSettingsFields />
        <Button htmlType="submit">保存</Button>
      </Form>,
    );
    const field = screen.getByLabelText<HTMLInputElement>(cinemaLabels.businessDayCutoffHour);
    type(field, '37');
    expect(field.value).toBe('37');
    save();
    expect(await screen.findByText(ja.cutoffHourRange)).toBeTruthy();
    expect(field.value).toBe('37');
    expect(finished).toEqual([]);
    type(field, '２９');
    expect(field.value).toBe('29');
  });
});
