import { useState } from 'react';
import { Button, Flex, Select, type SelectProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { usePermission } from '../../api/session.js';
import { DistributorModal } from './distributor-modal.js';
import { useDistributorOptions } from '../../entities/films/film-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** The brand's active distributors (distributorEndpoints.listMap). */
export function DistributorSelect(props: SelectProps<number>) {
  const { data, isLoading } = useDistributorOptions();
  return (
    <Select<number>
      showSearch={kanaSearch}
      allowClear
      placeholder="配給会社を選択"
      loading={isLoading}
      options={(data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      {...props}
    />
  );
}

/** The film form's control: the select, and 配給会社を追加 that registers one and chooses it. */
export function DistributorField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const [adding, setAdding] = useState(false);
  const canCreate = usePermission('film').can('create');
  return (
    <Flex gap={8}>
      <DistributorSelect
        id={id}
        value={value ?? undefined}
        onChange={(v) => onChange?.(v ?? null)}
        style={{ flex: 1, minWidth: 0 }}
      />
      {canCreate && (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          配給会社を追加
        </Button>
      )}
      <DistributorModal open={adding} onClose={() => setAdding(false)} onCreated={(d) => onChange?.(d.id)} />
    </Flex>
  );
}
