import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { postalCodeEndpoints, toAsciiText, type PostalAddress } from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';

interface PostalCodeInputProps {
  value?: string | null;
  onChange?: (v: string) => void;
  /**
   * Told the address found (the first town when a code names several) and, when the code was typed
   * in full width, the half-width form it was changed to (to say so).
   */
  onFound: (address: PostalAddress, convertedTo?: string) => void;
  /** Told why nothing was filled in. */
  onMissing: (message: string) => void;
  id?: string;
}

/** 郵便番号 with 「住所検索」: fills 都道府県, 市区町村 and 町名 from the postal data the server ships. */
export function PostalCodeInput({ value, onChange, onFound, onMissing, id }: PostalCodeInputProps) {
  const [busy, setBusy] = useState(false);
  const search = async () => {
    const code = (value ?? '').trim();
    if (!code) return onMissing('郵便番号を入力してください');
    setBusy(true);
    try {
      // １６０－００２２ finds the address; the field then shows what will be stored, 160-0022.
      const folded = toAsciiText(code).replace(/ー/g, '-');
      const params = { code: folded };
      const found = await call(postalCodeEndpoints.lookup, { params }, { alert: false, loading: false });
      const digits = folded.replace(/-/g, '');
      const converted = folded !== code ? `${digits.slice(0, 3)}-${digits.slice(3)}` : undefined;
      if (converted) onChange?.(converted);
      if (found[0]) onFound(found[0], converted);
    } catch (err) {
      onMissing(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          void search();
        }}
        maxLength={8}
        placeholder="160-0022"
      />
      <Button icon={<SearchOutlined />} loading={busy} onClick={() => void search()}>
        住所検索
      </Button>
    </Space.Compact>
  );
}
