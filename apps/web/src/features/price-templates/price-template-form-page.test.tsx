import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  permissionTypes,
  presetTicket,
  priceTemplateEndpoints,
  ticketPresets,
  versionEndpoints,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import PriceTemplateFormPage from './price-template-form-page.js';

// Cinema staff of one cinema creating a 料金テンプレート; the API answers from these.
const session = testSession('staff', { permissionMap: { performance: [...permissionTypes] } });
const versions = [
  { id: 7, kind: 'format' as const, name: 'IMAX', surcharge: 500 },
  { id: 8, kind: 'extra' as const, name: '3Dメガネ', surcharge: 100 },
];
const detail = {
  id: 3,
  brandId: 1,
  cinemaId: 10,
  name: 'レイトショー料金',
  note: null,
  tickets: [
    { ...presetTicket(ticketPresets[0]!), id: 11, price: 1500, salesStartTime: '20:00', categories: ['late' as const] },
  ],
  screeningCount: 0,
  version: 4,
  createdAt: '2026-05-01T00:00:00Z',
  updatedAt: '2026-05-01T00:00:00Z',
};
const { sentTo } = stubEndpoints(
  [on(versionEndpoints.list, () => ({ list: versions, total: 2 })), on(priceTemplateEndpoints.detail, () => detail)],
  () => ({ id: 1 }),
);
const sent = (call: 'create' | 'update' = 'create') => sentTo(priceTemplateEndpoints[call]);

beforeEach(() => signIn(session));

function open(at = '/rules/create') {
  renderWithProviders(<PriceTemplateFormPage />, {
    path: at,
    route: at.startsWith('/rules/edit/') ? '/rules/edit/:id' : at,
    otherScreens: { '/rules': '料金テンプレート一覧' },
  });
}
const rename = (name: string) => fireEvent.change(document.querySelector('#name')!, { target: { value: name } });
// By attribute: label queries walk the whole (large) table for every match.
const byLabel = <T extends Element = HTMLElement>(label: string) =>
  document.querySelector<T>(`[aria-label="${label}"]`);
// By text, not role: computing every accessible name of the large table is slow.
const addPresets = () => fireEvent.click(screen.getByText('標準の券種を追加').closest('button')!);
const submit = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[type=submit]')!);
const preview = () => screen.getByText('料金プレビュー').closest('.ant-card') as HTMLElement;

describe('price template form', () => {
  it('adds the usual 券種 with their prices and sends them', async () => {
    open();
    rename('通常料金');
    addPresets();
    expect(byLabel<HTMLInputElement>('2行目の券種名')!.value).toBe('大学生');
    // Pressing it again adds nothing twice.
    addPresets();
    expect(byLabel('8行目の券種名')).toBeNull();
    submit();
    expect(await screen.findByText('料金テンプレート一覧')).toBeTruthy();
    const body = sent()[0]!;
    expect(body.name).toBe('通常料金');
    expect(body.tickets.map((x: { name: string; price: number }) => `${x.name} ${x.price}`)).toEqual([
      '一般 2000',
      '大学生 1500',
      '高校生 1000',
      '中学・小学生 1000',
      '幼児 1000',
      'シニア 1300',
      '障がい者 1000',
    ]);
    expect(body.tickets[1]).toMatchObject({
      alertMessage: '学生証をご提示ください',
      purchaseUnit: 1,
      devices: ['pos', 'kiosk', 'online'],
    });
  });

  it('previews each 券種 with the chosen format surcharge added on top', async () => {
    open();
    rename('通常料金');
    addPresets();
    await waitFor(() => expect(within(preview()).getAllByText('¥2,000').length).toBeGreaterThan(0));
    fireEvent.mouseDown(byLabel('プレビューの上映方式')!);
    fireEvent.click(await screen.findByText('IMAX（+¥500）'));
    expect(await within(preview()).findByText('¥2,500')).toBeTruthy();
    expect(within(preview()).getByText('¥1,800')).toBeTruthy();
    expect(within(preview()).getAllByText('IMAX +¥500')).toHaveLength(7);
  });

  it('refuses to send a template with no 券種, saying what to do', async () => {
    open();
    rename('通常料金');
    submit();
    expect(await screen.findByText('券種を1件以上登録してください')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('edits a template keeping each 券種 row’s id and the version it read', async () => {
    open('/rules/edit/3');
    await waitFor(() => expect(byLabel<HTMLInputElement>('1行目の券種名')?.value).toBe('一般'));
    rename('レイトショー料金（改）');
    submit();
    await waitFor(() => expect(sent('update')).toHaveLength(1));
    const body = sent('update')[0]!;
    expect(body).toMatchObject({ id: 3, version: 4, name: 'レイトショー料金（改）' });
    expect(body.tickets).toEqual([
      expect.objectContaining({ id: 11, price: 1500, salesStartTime: '20:00', categories: ['late'] }),
    ]);
  });
});
