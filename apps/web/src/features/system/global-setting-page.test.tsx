import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ja, permissionTypes, systemEndpoints, systemLabels as L, type GlobalSettings } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import GlobalSettingPage from './global-setting-page.js';

const settings: GlobalSettings = {
  passwordExpiryDays: 90,
  sessionTtlHours: 12,
  loginMaxFailures: 5,
  loginLockMinutes: 30,
  roundingMode: 'ROUND',
  specialBrandCodes: [],
  specialBrandCodePrefix: null,
  mailRetryIntervalMinutes: 5,
  mailRetryCount: 3,
  mailBatchSize: 50,
  version: 3,
  updatedAt: '2026-11-01T00:00:00Z',
};
const { sentTo } = stubEndpoints([
  on(systemEndpoints.globalSetting, () => settings),
  on(systemEndpoints.updateGlobalSetting, () => settings),
]);
const saved = () => sentTo(systemEndpoints.updateGlobalSetting);

beforeEach(() => signIn(testSession('operator', { permissionMap: { system: [...permissionTypes] } })));

async function open() {
  renderWithProviders(<GlobalSettingPage />, {
    path: '/setting-global',
    otherScreens: { '/dashboard': 'ダッシュボード' },
  });
  const field = await screen.findByLabelText(L.passwordExpiryDays);
  await waitFor(() => expect((field as HTMLInputElement).value).toBe('90'));
  return field as HTMLInputElement;
}
const type = (field: HTMLElement, value: string) => {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const save = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);

describe('number fields never change what was typed', () => {
  it('refuses −5 days of password expiry with the field message instead of saving 0 (off)', async () => {
    const field = await open();
    type(field, '-5');
    expect(field.value).toBe('-5');
    save();
    expect(await screen.findByText(ja.numberRange(L.passwordExpiryDays, 0, 365))).toBeTruthy();
    expect(field.value).toBe('-5');
    expect(saved()).toEqual([]);
  });

  it('reads full-width digits as the number they are and saves it', async () => {
    const field = await open();
    type(field, '１８０');
    expect(field.value).toBe('180');
    type(screen.getByLabelText(L.loginLockMinutes), '１，０００');
    save();
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ passwordExpiryDays: 180, loginLockMinutes: 1000, version: 3 });
  });
});
