import { Select, type SelectProps } from 'antd';
import { useDistributorOptions } from '../../entities/films/film-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** The brand's active 取引先 with role 配給会社 (distributorEndpoints.listMap). */
export function DistributorSelect(props: SelectProps<number>) {
  const { data, isLoading } = useDistributorOptions();
  return (
    <Select<number>
      showSearch={kanaSearch}
      allowClear
      placeholder="配給会社を選択"
      loading={isLoading}
      options={(data ?? []).map((d) => ({ value: d.id, label: `${d.code} ${d.name}` }))}
      {...props}
    />
  );
}

/** The film form's control: 配給会社 are 取引先 (docs/accounting.md, "配給会社は取引先"), registered on 取引先. */
export function DistributorField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  return <DistributorSelect id={id} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} />;
}
