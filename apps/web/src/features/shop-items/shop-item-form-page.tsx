import { useParams } from 'react-router';
import { shopItemEndpoints, shopItemKind, shopItemKindPath, type ShopItem } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { FormPage } from '../../ui/form-page.js';
import { ShopItemForm } from './shop-item-form.js';
import { useCreateKind } from './shop-item-kind.js';
import { shopItemKeys } from './shop-item-queries.js';
import { defaultsFor, toValues, type ShopItemValues } from './shop-item-values.js';

/** /concession/create?kind=… and /concession/update/:id: one form for every kind of shop item. */
export default function ShopItemFormPage() {
  const { id } = useParams();
  const createKind = useCreateKind();
  return (
    <FormPage<typeof shopItemEndpoints.detail, ShopItemValues>
      title={id ? '売店商品編集' : `${shopItemKind.labels[createKind]}登録`}
      backPath={shopItemKindPath[createKind]}
      queryKey={shopItemKeys.all}
      detail={id ? { endpoint: shopItemEndpoints.detail, id } : undefined}
      defaults={defaultsFor(createKind)}
      toValues={toValues}
      afterSave={(saved) => shopItemKindPath[(saved as ShopItem).kind]}
      submit={(values, record) =>
        record
          ? call(shopItemEndpoints.update, { body: { ...values, id: record.id, version: record.version } })
          : call(shopItemEndpoints.create, { body: { ...values, kind: createKind } })
      }
    >
      {(_form, record) => <ShopItemForm kind={record?.kind ?? createKind} />}
    </FormPage>
  );
}
