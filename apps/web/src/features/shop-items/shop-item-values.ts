import dayjs, { type Dayjs } from 'dayjs';
import { shopItemFieldsBody, type ShopItem, type ShopItemCreateInput } from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';

export type ShopItemValues = Omit<ShopItemCreateInput, 'kind'>;

/** Every field checked with the contract's own schema, cross-field rules (食品の店内税率) included. */
export const itemRule = zodRule(shopItemFieldsBody, withBlanks('code', 'name'));

export const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

export const itemDefaults: Partial<ShopItemValues> = {
  shopGroup: 'food',
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  taxDisplay: 'inclusive',
  productType: 'SALES_ITEM',
  state: 'selling',
  recommended: false,
  inventoryControl: false,
  sortOrder: 0,
  options: [],
  recipe: [],
  components: [],
  // 販売する劇場: none chosen sells the item nowhere yet (a new item), or changes no cinema (an edit).
  cinemaIds: [],
};

/** What each kind starts with: 物販 and fees are 10 %, 委託商品 consignment. */
export const defaultsFor = (kind: ShopItem['kind']): Partial<ShopItemValues> =>
  kind === 'concession' || kind === 'set'
    ? itemDefaults
    : {
        ...itemDefaults,
        shopGroup: kind === 'commercial' ? 'product' : kind === 'otherRevenue' ? 'fee' : 'other',
        taxRate: 0.1,
        eatInTaxRate: null,
        productType: kind === 'otherGoods' ? 'CONSIGNMENT' : 'SALES_ITEM',
      };

export const toValues = ({
  id: _id,
  brandId: _b,
  kind: _k,
  version: _v,
  createdAt: _c,
  updatedAt: _u,
  recipe,
  components,
  ...values
}: ShopItem): ShopItemValues => ({
  ...values,
  // The field starts selling in the cinemas chosen now; what they sell already is 劇場別の販売設定's.
  cinemaIds: [],
  recipe: recipe.map(({ ingredientId, optionGroup, optionChoice, quantity }) => ({
    ingredientId,
    optionGroup,
    optionChoice,
    quantity,
  })),
  components: components.map(({ itemId, quantity, choiceGroup, optionChoice }) => ({
    itemId,
    quantity,
    choiceGroup,
    optionChoice,
  })),
});
