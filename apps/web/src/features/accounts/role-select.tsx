import { Select, type SelectProps } from 'antd';
import { useRoleOptions } from '../../entities/roles/role-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** Picks a role; `brandId` limits the options to that brand's roles. */
export function RoleSelect({ brandId, ...props }: SelectProps<number> & { brandId?: number | null }) {
  const { data, isLoading } = useRoleOptions(brandId);
  return (
    <Select<number>
      showSearch={kanaSearch}
      placeholder="ロールを選択してください"
      loading={isLoading}
      options={(data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      {...props}
    />
  );
}
