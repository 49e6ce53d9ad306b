import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  cinemaEndpoints,
  couponEndpoints,
  couponMessages,
  filmEndpoints,
  permissionTypes,
  systemEndpoints,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CouponFormPage from './coupon-form-page.js';
import PaperTicketFormPage from './paper-ticket-form-page.js';

const session = testSession('headOffice', { permissionMap: { couponLib: [...permissionTypes] } });
const { sentTo } = stubEndpoints(
  [
    on(cinemaEndpoints.listMap, () => []),
    on(filmEndpoints.nameList, () => []),
    on(systemEndpoints.groupListForCoupon, () => []),
  ],
  () => ({
    id: 1,
  }),
);
const sent = () => sentTo(couponEndpoints.create);

beforeEach(() => signIn(session));
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('coupon form', () => {
  it('asks for the deadline of a coupon that expires on a date, before calling the API', async () => {
    renderWithProviders(<CouponFormPage />, { path: '/coupon/create', otherScreens: { '/coupon': 'クーポン一覧' } });
    fireEvent.change(screen.getByLabelText('クーポン名'), { target: { value: '会員100円引き' } });
    fireEvent.change(screen.getByLabelText('割引額'), { target: { value: '100' } });
    fireEvent.click(screen.getByLabelText('期限日まで'));
    await screen.findByLabelText('有効期限日');
    submit();
    expect(await screen.findByText(couponMessages.validUntilRequired)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends a coupon with its discount and channels', async () => {
    renderWithProviders(<CouponFormPage />, { path: '/coupon/create', otherScreens: { '/coupon': 'クーポン一覧' } });
    fireEvent.change(screen.getByLabelText('クーポン名'), { target: { value: '会員100円引き' } });
    fireEvent.change(screen.getByLabelText('割引額'), { target: { value: '100' } });
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      name: '会員100円引き',
      discountKind: 'amountOff',
      discountAmount: 100,
      expiryType: 'none',
      channels: ['pos', 'kiosk', 'online'],
    });
    expect(await screen.findByText('クーポン一覧')).toBeTruthy();
  });

  it('sends a 鑑賞券 with 額面 and 計上単価 and no discount of its own', async () => {
    renderWithProviders(<PaperTicketFormPage />, { path: '/ticket/create', otherScreens: { '/ticket': '鑑賞券一覧' } });
    fireEvent.change(screen.getByLabelText('券名'), { target: { value: '法人向け鑑賞券' } });
    fireEvent.change(screen.getByLabelText('額面'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('計上単価'), { target: { value: '1400' } });
    fireEvent.click(screen.getByLabelText('期限なし'));
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      kind: 'viewing',
      name: '法人向け鑑賞券',
      faceValue: 1500,
      bookedAmount: 1400,
      discountKind: 'fixedPrice',
      discountAmount: 0,
    });
  });
});
