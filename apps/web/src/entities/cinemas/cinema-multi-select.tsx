import { Button, Flex } from 'antd';
import { CinemaSelect } from './cinema-select.js';
import { useCinemaOptions } from './cinema-queries.js';

/**
 * Several of the brand's cinemas, with 「すべて選択」 beside the picker; a form item's value. `exclude` leaves cinemas
 * out of both (他の劇場へコピー… leaves out the cinema copied from).
 */
export function CinemaMultiSelect({
  id,
  value,
  onChange,
  placeholder = '劇場を選択',
  exclude,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
  exclude?: readonly number[];
}) {
  const { data } = useCinemaOptions();
  const all = (data ?? []).map((c) => c.id).filter((c) => !exclude?.includes(c));
  return (
    <Flex gap={8}>
      <CinemaSelect<number[]>
        id={id}
        mode="multiple"
        allowClear
        placeholder={placeholder}
        value={value}
        exclude={exclude}
        onChange={(ids) => onChange?.(ids)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button disabled={!all.length} onClick={() => onChange?.(all)}>
        すべて選択
      </Button>
    </Flex>
  );
}
