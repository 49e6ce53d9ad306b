import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { ArAgingTab } from './ar-aging-tab.js';
import { ArBalanceTab } from './ar-balance-tab.js';
import { ArInvoiceTab } from './ar-invoice-tab.js';
import { ArPaymentTab } from './ar-payment-tab.js';

const tabs = ['balances', 'invoices', 'payments', 'aging'] as const;
type Tab = (typeof tabs)[number];

/**
 * /account-receivable 売掛管理 (docs/accounting.md, "売掛"): 売掛一覧 (balances and the 得意先元帳), 請求書 (draw, detail,
 * 再発行, 取消, print), 入金 (register, 消込) and 年齢表. Head office only. Each tab is a list whose filters live in the
 * URL; changing tabs clears them, so the next tab starts from its own defaults.
 */
export default function AccountReceivablePage() {
  const [, setParams] = useSearchParams();
  const [active, setActive] = useState<Tab>('balances');
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      onChange={(key) => {
        setActive(tabs.find((t) => t === key) ?? 'balances');
        setParams({}, { replace: true });
      }}
      items={[
        { key: 'balances', label: '売掛一覧', children: <ArBalanceTab /> },
        { key: 'invoices', label: '請求書', children: <ArInvoiceTab /> },
        { key: 'payments', label: '入金', children: <ArPaymentTab /> },
        { key: 'aging', label: '年齢表', children: <ArAgingTab /> },
      ]}
    />
  );
}
