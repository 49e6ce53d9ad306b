import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cinemaEndpoints, ja, paymentEndpoints, paymentLabels, type PaymentCinemaSetting } from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { unsavedLeaveTitle } from '../../ui/use-unsaved-guard.js';
import PaymentPage from './payment-page.js';

// A cinema manager of シネマライン新宿: sees the brand's methods, switches them per channel.
const session = testSession('staff', { permissionMap: { settings: ['view', 'update'] } });
const matrix: PaymentCinemaSetting[] = [
  { paymentMethodId: 1, code: 'CASH', name: '現金', kind: 'cash', active: true, channels: ['pos', 'kiosk'] },
  { paymentMethodId: 2, code: 'PAYPAY', name: 'PayPay', kind: 'qr', active: true, channels: [] },
];
// The server's matrix and its version; a test may make the next save meet someone else's change.
let serverVersion = 'v1';
let refuseNextSave = false;
const settingsAnswer = (saving: boolean) => {
  if (saving) serverVersion = 'v2';
  const changed = saving || serverVersion === 'v9';
  return {
    cinemaId: 10,
    version: serverVersion,
    list: changed ? matrix.map((m) => ({ ...m, channels: ['online' as const] })) : matrix,
  };
};
const { sentTo, fetchMock } = stubEndpoints(
  [
    on(cinemaEndpoints.listMap, () => [
      ...session.cinemas,
      { id: 11, name: 'シネマライン池袋', code: 'IKB', brandId: 1 },
    ]),
    on(paymentEndpoints.cinemaSettings, () => settingsAnswer(false)),
    on(paymentEndpoints.saveCinemaSettings, () => {
      if (!refuseNextSave) return settingsAnswer(true);
      refuseNextSave = false;
      serverVersion = 'v9';
      return reply(409, { success: false, code: 'stale_version', message: ja.staleVersion });
    }),
  ],
  () => ({ list: [], total: 0, page: 0, pageSize: 20 }),
);
const saved = () => sentTo(paymentEndpoints.saveCinemaSettings);

beforeEach(() => signIn(session));
afterEach(() => {
  serverVersion = 'v1';
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const saveButton = () => screen.getByRole('button', { name: /保\s?存/ }) as HTMLButtonElement;

describe('payment page for cinema staff', () => {
  it('opens on the cinema’s matrix, offers no brand edits, and saves the switched channels', async () => {
    renderWithProviders(<PaymentPage />);
    const paypayOnline = await screen.findByLabelText<HTMLInputElement>('PayPay：オンライン');
    expect(screen.getByLabelText<HTMLInputElement>('現金：POS').checked).toBe(true);
    expect(paypayOnline.checked).toBe(false);
    expect(screen.queryByRole('button', { name: /決済方法登録/ })).toBeNull();
    expect(saveButton().disabled).toBe(true);

    await user.click(paypayOnline);
    await user.click(screen.getByLabelText('現金：自動券売機'));
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          cinemaId: 10,
          version: 'v1',
          settings: [
            { paymentMethodId: 1, channels: ['pos'] },
            { paymentMethodId: 2, channels: ['online'] },
          ],
        },
      ]),
    );
  });

  it('keeps the unsaved choices when someone else saved first, until the user loads the newer matrix', async () => {
    renderWithProviders(<PaymentPage />);
    await user.click(await screen.findByLabelText<HTMLInputElement>('PayPay：POS'));
    refuseNextSave = true;
    await user.click(saveButton());
    expect(await screen.findByText(ja.staleVersion)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('PayPay：POS').checked).toBe(true);

    await user.click(screen.getByRole('button', { name: '最新の設定を読み込む' }));
    // The choices on screen were not saved: reading the newer matrix over them asks first.
    expect(
      await screen.findByText(/保存されていない変更があります。/, { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('PayPay：POS').checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: '破棄する' }));
    await waitFor(() => expect(screen.queryByText(ja.staleVersion)).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('PayPay：POS').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('現金：オンライン').checked).toBe(true);
    // The next save goes with the newer version.
    await user.click(screen.getByLabelText('現金：POS'));
    await user.click(saveButton());
    await waitFor(() => expect(saved().at(-1)?.version).toBe('v9'));
  });

  it('asks before switching the cinema would throw away unsaved choices', async () => {
    renderWithProviders(<PaymentPage />);
    const paypayPos = await screen.findByLabelText<HTMLInputElement>('PayPay：POS');
    await user.click(paypayPos);
    const readIkebukuro = () => fetchMock.mock.calls.some(([url]) => String(url).includes('cinemaId=11'));
    const switchToIkebukuro = async () => {
      await user.click(screen.getByLabelText(paymentLabels.cinemaId));
      await user.click(await screen.findByText('シネマライン池袋（IKB）'));
      // The dialog being answered; one answered before may still be leaving (jsdom never ends the animation).
      const asking = async () => {
        const titles = await screen.findAllByText(unsavedLeaveTitle, { selector: '.ant-modal-confirm-title' });
        const open = titles.filter((t) => !t.closest('.ant-zoom-leave'));
        expect(open).toHaveLength(1);
        return open[0]!;
      };
      let title: HTMLElement | undefined;
      await waitFor(async () => (title = await asking()));
      return within(title!.closest<HTMLElement>('.ant-modal')!);
    };
    const kept = await switchToIkebukuro();
    await user.click(kept.getByRole('button', { name: '編集を続ける' }));
    expect(paypayPos.checked).toBe(true);
    expect(readIkebukuro()).toBe(false);

    const dropped = await switchToIkebukuro();
    await user.click(dropped.getByRole('button', { name: '破棄する' }));
    await waitFor(() => expect(readIkebukuro()).toBe(true));
  });
});
