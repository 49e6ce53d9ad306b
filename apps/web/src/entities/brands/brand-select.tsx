import { Select, type SelectProps } from 'antd';
import { useBrandOptions } from './brand-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** Picks one brand by id. */
export function BrandSelect(props: SelectProps<number>) {
  const { data, isLoading } = useBrandOptions();
  return (
    <Select<number>
      showSearch={kanaSearch}
      placeholder="ブランドを選択してください"
      loading={isLoading}
      options={(data ?? []).map((b) => ({ value: b.id, label: `${b.name}（${b.code}）` }))}
      {...props}
    />
  );
}
