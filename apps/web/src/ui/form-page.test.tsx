import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Form, Input } from 'antd';
import { renderWithProviders } from '../test/render.js';
import { FormPage } from './form-page.js';

interface Values {
  name?: string;
  openingDate?: unknown;
}

function open(submit: (v: Values) => Promise<unknown>) {
  renderWithProviders(
    <FormPage<never, Values>
      title="劇場登録"
      backPath="/cinemas"
      queryKey={['cinemas']}
      defaults={{}}
      toValues={() => ({})}
      submit={submit}
    >
      {() => (
        <>
          <Form.Item label="劇場名" name="name">
            <Input />
          </Form.Item>
          <Form.Item label="開業日" name="openingDate">
            <DatePicker />
          </Form.Item>
        </>
      )}
    </FormPage>,
    { path: '/cinemas/create', otherScreens: { '/cinemas': '劇場一覧' } },
  );
}

describe('Enter in a form', () => {
  it('confirms the date in a date field and does not submit the half-filled form', async () => {
    const submit = vi.fn(async (_values: Values) => ({}));
    open(submit);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('開業日'));
    await user.keyboard('2026-12-01{Enter}');
    await waitFor(() => expect((screen.getByLabelText('開業日') as HTMLInputElement).value).toBe('2026-12-01'));
    // Give a submission every chance to happen.
    await new Promise((r) => setTimeout(r, 300));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByText('劇場一覧')).toBeNull();
  });

  it('still submits from a text field', async () => {
    const submit = vi.fn(async (_values: Values) => ({}));
    open(submit);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('劇場名'), 'シネマライン新宿{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({ name: 'シネマライン新宿' });
  });
});
