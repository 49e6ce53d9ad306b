import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { discountQuantityMessage, discountRuleEndpoints, permissionTypes } from '@cinema/contracts';
import { stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import DiscountRuleFormPage from './discount-rule-form-page.js';

const session = testSession('staff', { permissionMap: { performance: [...permissionTypes] } });
const { sentTo } = stubEndpoints([], () => ({ id: 1 }));
const sent = () => sentTo(discountRuleEndpoints.create);

beforeEach(() => signIn(session));

function open() {
  renderWithProviders(<DiscountRuleFormPage />, {
    path: '/disCountRules/create',
    otherScreens: { '/discountRules': '割引ルール一覧' },
  });
  fireEvent.change(screen.getByLabelText('割引名'), { target: { value: '夫婦50割' } });
}
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('discount rule form', () => {
  it('says the applicable quantity is 2 to 10 before calling the API', async () => {
    open();
    fireEvent.change(screen.getByLabelText('適用人数'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('割引額（1名あたり）'), { target: { value: '900' } });
    submit();
    expect(await screen.findByText(discountQuantityMessage)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends a free rule without an amount, on the chosen weekdays', async () => {
    open();
    fireEvent.change(screen.getByLabelText('適用人数'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('無料'));
    fireEvent.click(screen.getByLabelText('日'));
    fireEvent.click(screen.getByLabelText('土'));
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      name: '夫婦50割',
      quantity: 2,
      discountType: 'free',
      weekdays: [1, 2, 3, 4, 5],
      active: true,
      boxOfficeReflection: true,
    });
    expect(sent()[0]!.amountOff ?? null).toBeNull();
    expect(await screen.findByText('割引ルール一覧')).toBeTruthy();
  });

  it('sends 夫婦50割 as a group price for two, for the chosen ticket kinds, holidays as Sundays', async () => {
    open();
    fireEvent.change(screen.getByLabelText('適用人数'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('グループ料金'));
    fireEvent.change(await screen.findByLabelText('グループ料金（グループ全体）'), { target: { value: '2400' } });
    fireEvent.click(screen.getByLabelText('一般'));
    fireEvent.click(screen.getByLabelText('シニア'));
    fireEvent.click(screen.getByRole('switch', { name: '祝日は日曜日として扱う' }));
    submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      quantity: 2,
      discountType: 'groupPrice',
      groupPrice: 2400,
      ticketKinds: ['general', 'senior'],
      holidaysAsSunday: true,
    });
  });
});
