import { Select, type SelectProps } from 'antd';
import { usePrefectures } from './system-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** Prefectures in JIS order. */
export function PrefectureSelect(props: SelectProps) {
  const { data, isLoading } = usePrefectures();
  return (
    <Select
      showSearch={kanaSearch}
      placeholder="都道府県を選択してください"
      loading={isLoading}
      options={(data ?? []).map((p) => ({ value: p.code, label: p.name }))}
      {...props}
    />
  );
}
