import { Form, Select, type SelectProps } from 'antd';
import { ja } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { useCinemaOptions } from './cinema-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** Picks one or (mode="multiple") several cinemas; `brandId` limits the options to that brand, `exclude` leaves some out. */
export function CinemaSelect<V = number | number[]>({
  brandId,
  exclude,
  ...props
}: SelectProps<V> & { brandId?: number | null; exclude?: readonly number[] }) {
  const { data, isLoading } = useCinemaOptions(brandId);
  return (
    <Select<V>
      showSearch={kanaSearch}
      placeholder={ja.selectCinema}
      loading={isLoading}
      options={(data ?? [])
        .filter((c) => !exclude?.includes(c.id))
        .map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      {...props}
    />
  );
}

/** Whether the session has cinemas to choose between: a one-cinema account has nothing to filter by. */
export const useHasCinemaChoice = () => (useSession()?.cinemas.length ?? 0) > 1;

/**
 * A list's 劇場 filter (its form field `name`, cinemaId by default). Staff of one cinema see only
 * that cinema's records anyway, so the filter is not shown to them: no field, and no empty space in
 * the filter bar.
 */
export function CinemaFilter<V = number>({
  name = 'cinemaId',
  ...props
}: SelectProps<V> & { brandId?: number | null; name?: string }) {
  if (!useHasCinemaChoice()) return null;
  return (
    <Form.Item name={name}>
      <CinemaSelect<V> allowClear {...props} />
    </Form.Item>
  );
}
