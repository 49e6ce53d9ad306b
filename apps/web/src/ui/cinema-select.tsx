import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { ja, type CinemaOption } from '@cinema/contracts';
import { api } from '../api/client.js';

/** The cinemas of the session's scope from GET /api/cinema/listMap, narrowed to one brand when given. */
export function useCinemaOptions(brandId?: number | null, enabled = true) {
  return useQuery({
    // Under the cinemas key root, so saving a cinema refreshes every cinema select.
    queryKey: ['cinemas', 'listMap', brandId ?? null],
    queryFn: () => api<CinemaOption[]>('/api/cinema/listMap', { query: { brandId: brandId ?? undefined }, loading: false }),
    staleTime: 60_000,
    enabled,
  });
}

/** Picks one or (mode="multiple") several cinemas; `brandId` limits the options to that brand. */
export function CinemaSelect<V = number | number[]>({ brandId, ...props }: SelectProps<V> & { brandId?: number | null }) {
  const { data, isLoading } = useCinemaOptions(brandId);
  return (
    <Select<V>
      showSearch
      optionFilterProp="label"
      placeholder={ja.selectCinema}
      loading={isLoading}
      options={(data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      {...props}
    />
  );
}
