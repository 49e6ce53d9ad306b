import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import type { Prefecture } from '@cinema/contracts';
import { api } from '../api/client.js';

/** Prefectures in JIS order from GET /api/cl/address/prefecture-list. */
export function PrefectureSelect(props: SelectProps) {
  const { data, isLoading } = useQuery({
    queryKey: ['address', 'prefectures'],
    queryFn: () => api<Prefecture[]>('/api/cl/address/prefecture-list', { loading: false }),
    staleTime: Infinity,
  });
  return (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder="都道府県を選択してください"
      loading={isLoading}
      options={(data ?? []).map((p) => ({ value: p.code, label: p.name }))}
      {...props}
    />
  );
}
