import { Button, Flex, Form } from 'antd';
import { shopItemLabels as L, shopItemMessages } from '@cinema/contracts';
import { CinemaSelect } from '../../entities/cinemas/cinema-select.js';
import { useCinemaOptions } from '../../entities/cinemas/cinema-queries.js';

/** Several of the brand's cinemas, with 「すべて選択」 beside the picker; a form item's value. */
export function CinemaMultiSelect({
  id,
  value,
  onChange,
  placeholder = '劇場を選択',
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
}) {
  const { data } = useCinemaOptions();
  const all = (data ?? []).map((c) => c.id);
  return (
    <Flex gap={8}>
      <CinemaSelect<number[]>
        id={id}
        mode="multiple"
        allowClear
        placeholder={placeholder}
        value={value}
        onChange={(ids) => onChange?.(ids)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button disabled={!all.length} onClick={() => onChange?.(all)}>
        すべて選択
      </Button>
    </Flex>
  );
}

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
