import { useState } from 'react';
import { Alert, Button, Input, Space, Table, Typography } from 'antd';
import { brandLabels as L, domainUpdateBody, type Brand } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { PageHeader } from '../../ui/page-header.js';
import { useBrandDomains, useSaveDomain } from './brand-queries.js';

function DomainCell({ brand }: { brand: Brand }) {
  const saveDomain = useSaveDomain();
  const [value, setValue] = useState(brand.customDomain ?? '');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const dirty = value !== (brand.customDomain ?? '');
  const save = async () => {
    const parsed = domainUpdateBody.safeParse({ id: brand.id, version: brand.version, customDomain: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setNote(null);
    try {
      await saveDomain.mutateAsync(parsed.data);
      // A pasted address is saved as its host name: show what was kept, and say so.
      const saved = parsed.data.customDomain ?? '';
      if (saved !== value.trim()) {
        setValue(saved);
        if (saved) setNote(`「${saved}」として保存しました（https:// や末尾の / などは取り除きます）。`);
      }
    } catch (err) {
      if (err instanceof ApiError) setError(err.errors[0]?.message ?? err.message);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={`${brand.name}のドメイン`}
          placeholder="www.example.co.jp"
          value={value}
          status={error ? 'error' : undefined}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={save}
        />
        <Button type="primary" disabled={!dirty} loading={saveDomain.isPending} onClick={save}>
          保存
        </Button>
      </Space.Compact>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Space>
  );
}

/** /edit-domain: each brand's custom domain for its website (superAdmin). */
export default function DomainPage() {
  const { data, isLoading, error } = useBrandDomains();
  return (
    <>
      <PageHeader
        title="ドメイン設定"
        sub="各ブランドの劇場サイトに使う独自ドメインを設定します。URL（https://…/）を貼り付けても、ドメイン部分だけを保存します。空欄で保存すると解除します。"
      />
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="ドメインのDNS（CNAME）をこのサーバーに向けてから設定してください。1つのドメインは1つのブランドにしか設定できません。"
      />
      <Table<Brand>
        rowKey={(b) => `${b.id}-${b.version}`}
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={false}
        locale={{ emptyText: 'ブランドがまだ登録されていません。' }}
        columns={[
          { title: 'コード', dataIndex: 'code', width: 120 },
          { title: L.name, dataIndex: 'name', width: 240 },
          { title: L.customDomain, key: 'domain', render: (_: unknown, b) => <DomainCell brand={b} /> },
        ]}
      />
    </>
  );
}
