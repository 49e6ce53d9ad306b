import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import type { z } from 'zod';
import type { brandOption } from '@cinema/contracts';
import { api } from '../api/client.js';

type BrandOption = z.infer<typeof brandOption>;

// Under the brands key root, so saving a brand refreshes every brand select.
export const brandOptionsKey = ['brands', 'listMap'] as const;

/** The brands of the session's scope from GET /api/brand/listMap (a superAdmin sees all). */
export function useBrandOptions(enabled = true) {
  return useQuery({
    queryKey: brandOptionsKey,
    queryFn: () => api<BrandOption[]>('/api/brand/listMap', { loading: false }),
    staleTime: 60_000,
    enabled,
  });
}

/** Picks one brand by id. */
export function BrandSelect(props: SelectProps<number>) {
  const { data, isLoading } = useBrandOptions();
  return (
    <Select<number>
      showSearch
      optionFilterProp="label"
      placeholder="ブランドを選択してください"
      loading={isLoading}
      options={(data ?? []).map((b) => ({ value: b.id, label: `${b.name}（${b.code}）` }))}
      {...props}
    />
  );
}
