import { Checkbox, Table } from 'antd';
import {
  brandModules,
  moduleLabels,
  permissionTypeLabels,
  permissionTypes,
  permissionTypesOf,
  type Module,
  type PermissionMap,
  type PermissionType,
} from '@cinema/contracts';

export interface PermissionMatrixProps {
  value?: PermissionMap;
  onChange?: (value: PermissionMap) => void;
  disabled?: boolean;
  /** An admin role: every box shows as granted, whatever the stored map says. */
  allGranted?: boolean;
  modules?: readonly Module[];
}

/**
 * The types of one module after a change. Every screen opens only with 閲覧 (view), so granting
 * any other type grants view too, and taking view away takes the module away.
 */
export function toggleType(current: readonly PermissionType[], type: PermissionType, on: boolean): PermissionType[] {
  if (!on) return type === 'view' ? [] : current.filter((t) => t !== type);
  const next = new Set<PermissionType>([...current, type, 'view']);
  return permissionTypes.filter((t) => next.has(t));
}

const withModule = (map: PermissionMap, module: Module, types: PermissionType[]): PermissionMap => {
  const { [module]: _old, ...rest } = map;
  return types.length ? { ...rest, [module]: types } : rest;
};

/** A role's permissions: one row per module, one checkbox per type, and a row-level すべて. */
export function PermissionMatrix({
  value = {},
  onChange,
  disabled,
  allGranted,
  modules = brandModules,
}: PermissionMatrixProps) {
  const typesOf = (m: Module): readonly PermissionType[] => (allGranted ? permissionTypesOf(m) : (value[m] ?? []));
  const set = (m: Module, types: PermissionType[]) => onChange?.(withModule(value, m, types));

  return (
    <Table<{ module: Module }>
      rowKey="module"
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={modules.map((module) => ({ module }))}
      columns={[
        { title: '機能', key: 'module', render: (_: unknown, { module }) => moduleLabels[module] },
        {
          title: 'すべて',
          key: 'all',
          align: 'center',
          render: (_: unknown, { module }) => {
            const count = typesOf(module).length;
            const all = permissionTypesOf(module);
            return (
              <Checkbox
                aria-label={`${moduleLabels[module]}のすべて`}
                checked={count === all.length}
                indeterminate={count > 0 && count < all.length}
                disabled={disabled}
                onChange={(e) => set(module, e.target.checked ? [...all] : [])}
              />
            );
          },
        },
        ...permissionTypes.map((type) => ({
          title: permissionTypeLabels[type],
          key: type,
          align: 'center' as const,
          // 承認 exists for 作品 alone: other modules show no box in that column.
          render: (_: unknown, { module }: { module: Module }) =>
            permissionTypesOf(module).includes(type) && (
              <Checkbox
                aria-label={`${moduleLabels[module]}の${permissionTypeLabels[type]}`}
                checked={typesOf(module).includes(type)}
                disabled={disabled}
                onChange={(e) => set(module, toggleType(typesOf(module), type, e.target.checked))}
              />
            ),
        })),
      ]}
    />
  );
}
