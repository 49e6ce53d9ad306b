import { Select, type SelectProps } from 'antd';
import { useClientGroupOptions } from './client-group-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** 取引先グループ of the brand. */
export function ClientGroupSelect(props: SelectProps) {
  const { data, isLoading } = useClientGroupOptions();
  return (
    <Select
      showSearch={kanaSearch}
      allowClear
      placeholder="取引先グループ"
      loading={isLoading}
      options={data ?? []}
      {...props}
    />
  );
}
