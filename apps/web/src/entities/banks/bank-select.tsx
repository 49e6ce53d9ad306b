import { useState } from 'react';
import { Select } from 'antd';
import type { BankEntry } from '@cinema/contracts';
import { useBankSearch, useBranchSearch } from './bank-queries.js';

interface PickerProps {
  value?: string;
  onChange?: (code: string | undefined) => void;
  /** The name to show for the current code before any search (from the saved record). */
  currentName?: string | null;
  id?: string;
  'aria-label'?: string;
}

const optionsOf = (
  list: BankEntry[] | undefined,
  value: string | undefined,
  currentName: string | null | undefined,
) => {
  const options = (list ?? []).map((b) => ({ value: b.code, label: `${b.code} ${b.name}（${b.kana}）` }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: `${value} ${currentName ?? ''}`.trim() });
  return options;
};

/** 金融機関: searched on the server by code, name, kana or hiragana (全銀 master). */
export function BankSelect({ value, onChange, currentName, ...rest }: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useBankSearch(keyword);
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      placeholder="銀行名・カナ・コードで検索"
      notFoundContent="該当する金融機関がありません"
      options={optionsOf(data, value, currentName)}
    />
  );
}

/** 支店 of the chosen bank, searched the same way. */
export function BranchSelect({ bankCode, value, onChange, currentName, ...rest }: PickerProps & { bankCode?: string }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useBranchSearch(bankCode, keyword);
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      disabled={!bankCode}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      placeholder={bankCode ? '支店名・カナ・コードで検索' : '先に金融機関を選択してください'}
      notFoundContent="該当する支店がありません"
      options={optionsOf(data, value, currentName)}
    />
  );
}
