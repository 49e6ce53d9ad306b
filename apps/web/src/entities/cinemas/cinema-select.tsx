import { Select, type SelectProps } from 'antd';
import { ja } from '@cinema/contracts';
import { useCinemaOptions } from './cinema-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** Picks one or (mode="multiple") several cinemas; `brandId` limits the options to that brand. */
export function CinemaSelect<V = number | number[]>({
  brandId,
  ...props
}: SelectProps<V> & { brandId?: number | null }) {
  const { data, isLoading } = useCinemaOptions(brandId);
  return (
    <Select<V>
      showSearch={kanaSearch}
      placeholder={ja.selectCinema}
      loading={isLoading}
      options={(data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      {...props}
    />
  );
}
