import { Select, type SelectProps } from 'antd';
import { useClientOptions } from './client-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** A 取引先 of the brand, searchable by code and name. */
export function ClientSelect(props: SelectProps) {
  const { data, isLoading } = useClientOptions();
  return (
    <Select
      showSearch={kanaSearch}
      allowClear
      placeholder="取引先を選択"
      loading={isLoading}
      options={data ?? []}
      {...props}
    />
  );
}
