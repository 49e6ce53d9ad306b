import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import {
  inventoryAdjustmentEndpoints,
  inventoryEndpoints,
  inventoryMessages,
  permissionTypes,
  type StockCountLine,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { StockCountModal } from './stock-count-modal.js';

const line = (code: string, name: string, shopItemId: number, theoretical: number): StockCountLine => ({
  key: `item:${shopItemId}`,
  kind: 'item',
  shopItemId,
  ingredientId: null,
  code,
  name,
  unit: '個',
  theoretical,
  counted: null,
  difference: null,
});
const lines = [
  line('F001', 'ポップコーン', 11, 40),
  line('F002', 'ホットドッグ', 12, 22),
  line('G001', 'クリアファイル', 13, 5),
];
const answer = { badSecondSent: false };

const { sentTo } = stubEndpoints([
  on(inventoryAdjustmentEndpoints.locations, () => [{ id: 3, name: '売店' }]),
  on(inventoryEndpoints.count, () => ({
    locationId: 3,
    locationName: '売店',
    countDate: '2031-01-10',
    today: '2031-01-10',
    lines,
  })),
  on(inventoryEndpoints.saveCount, () =>
    answer.badSecondSent
      ? reply(400, {
          success: false,
          code: 'validation_failed',
          message: inventoryMessages.unknownTarget,
          errors: [{ field: 'lines.1.shopItemId', message: inventoryMessages.unknownTarget }],
        })
      : { locationId: 3, locationName: '売店', countDate: '2031-01-10', today: '2031-01-10', lines },
  ),
]);

beforeEach(() => signIn(testSession('staff', { permissionMap: { shop: [...permissionTypes] } })));

const open = (onSaved = vi.fn(async () => undefined)) => {
  renderWithProviders(
    <App>
      <StockCountModal open onClose={vi.fn()} onSaved={onSaved} />
    </App>,
  );
  return onSaved;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));

describe('棚卸入力', () => {
  it('refuses a negative count inline and sends nothing', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('ホットドッグの実棚数'), { target: { value: '-1' } });
    save();
    expect(await screen.findByText(inventoryMessages.counted)).toBeTruthy();
    expect(sentTo(inventoryEndpoints.saveCount)).toEqual([]);
  });

  it('sends only the counted rows with their ids, for the business day the API answered', async () => {
    answer.badSecondSent = false;
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText('ホットドッグの実棚数'), { target: { value: '７' } });
    fireEvent.change(screen.getByLabelText('クリアファイルの実棚数'), { target: { value: '5' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentTo(inventoryEndpoints.saveCount).at(-1)).toEqual({
      locationId: 3,
      // The calendar date may already be the next day (01:30): the sheet's business day is what is counted.
      countDate: '2031-01-10',
      lines: [
        { shopItemId: 12, ingredientId: null, counted: '７' },
        { shopItemId: 13, ingredientId: null, counted: '5' },
      ],
    });
  });

  it('maps the API’s line numbers back to the table’s rows', async () => {
    answer.badSecondSent = true;
    open();
    fireEvent.change(await screen.findByLabelText('ホットドッグの実棚数'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('クリアファイルの実棚数'), { target: { value: '2' } });
    save();
    await waitFor(() => expect(sentTo(inventoryEndpoints.saveCount).length).toBeGreaterThan(0));
    // lines.1 of the request is the third row of the table (クリアファイル): the message is under its input.
    const message = await screen.findByText(inventoryMessages.unknownTarget);
    const row = message.closest('tr')!;
    expect(row.textContent).toContain('クリアファイル');
  });
});
