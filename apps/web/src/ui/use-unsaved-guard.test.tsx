import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../test/render.js';
import { FormPage } from './form-page.js';
import { ModalForm } from './modal-form.js';
import { unsavedCloseTitle, unsavedLeaveTitle } from './use-unsaved-guard.js';

interface Values {
  name?: string;
}

function openPage(submit = vi.fn(async (_v: Values) => ({}))) {
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
        <Form.Item label="劇場名" name="name">
          <Input />
        </Form.Item>
      )}
    </FormPage>,
    { path: '/cinemas/create', otherScreens: { '/cinemas': '劇場一覧' } },
  );
  return submit;
}
// A confirm dialog that is open and not leaving (jsdom never finishes antd's leave animation).
const asked = (title: string) =>
  [...document.querySelectorAll('.ant-modal-confirm-title')].some(
    (e) => e.textContent === title && !e.closest('.ant-zoom-leave'),
  );
const leave = () => fireEvent.click(screen.getByText('キャンセル').closest('button')!);
const answer = (label: string) => {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter(
    (d) => !d.closest('.ant-zoom-leave'),
  );
  const button = [...open.at(-1)!.querySelectorAll('button')].find((b) => b.textContent === label)!;
  fireEvent.click(button);
};
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  it('asks before leaving a form with input, and stays when told to keep editing', async () => {
    openPage();
    fireEvent.change(screen.getByLabelText('劇場名'), { target: { value: 'シネマライン新宿' } });
    expect(beforeUnloadPrevented()).toBe(true);
    leave();
    await waitFor(() => expect(asked(unsavedLeaveTitle)).toBe(true));
    answer('編集を続ける');
    await waitFor(() => expect(asked(unsavedLeaveTitle)).toBe(false));
    expect(screen.queryByText('劇場一覧')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('劇場名').value).toBe('シネマライン新宿');

    leave();
    await waitFor(() => expect(asked(unsavedLeaveTitle)).toBe(true));
    answer('破棄する');
    expect(await screen.findByText('劇場一覧')).toBeTruthy();
  });

  it('leaves at once when nothing was typed', async () => {
    openPage();
    expect(beforeUnloadPrevented()).toBe(false);
    leave();
    expect(await screen.findByText('劇場一覧')).toBeTruthy();
  });

  it('does not ask after the input was saved', async () => {
    const submit = openPage();
    fireEvent.change(screen.getByLabelText('劇場名'), { target: { value: 'シネマライン新宿' } });
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
    expect(await screen.findByText('劇場一覧')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(asked(unsavedLeaveTitle)).toBe(false);
  });

  it('asks before × or Esc throws away a filled dialog', async () => {
    const onClose = vi.fn();
    render(
      <ModalForm<Values> title="決済方法の登録" open onClose={onClose} initialValues={{}} submit={async () => ({})}>
        {() => (
          <Form.Item label="決済方法名" name="name">
            <Input />
          </Form.Item>
        )}
      </ModalForm>,
    );
    const field = await screen.findByLabelText('決済方法名');
    fireEvent.change(field, { target: { value: 'PayPay' } });
    // × and Esc both cancel the dialog.
    fireEvent.click(document.querySelector<HTMLButtonElement>('button.ant-modal-close')!);
    await waitFor(() => expect(asked(unsavedCloseTitle)).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    answer('破棄する');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
