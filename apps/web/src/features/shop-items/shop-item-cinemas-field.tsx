import { Form } from 'antd';
import { shopItemLabels as L, shopItemMessages } from '@cinema/contracts';
import { CinemaMultiSelect } from '../../entities/cinemas/cinema-multi-select.js';

/**
 * 販売する劇場 of the item form: the chosen cinemas start selling the item when it is saved; the others keep
 * their setting, so on edit it starts empty (docs/tour/README.md, "売店 › 商品").
 */
export function ShopItemCinemasField() {
  return (
    <Form.Item label={L.cinemaIds} name="cinemaIds" extra={shopItemMessages.cinemaIdsHelp}>
      <CinemaMultiSelect placeholder="販売を開始する劇場を選択" />
    </Form.Item>
  );
}
