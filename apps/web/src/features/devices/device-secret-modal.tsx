import { Alert, Button, Descriptions, Flex, Input, Modal, QRCode, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { DeviceWithSecret } from '@cinema/contracts';
import { notify } from '../../api/feedback.js';

/** What the QR code carries: the device code and its 登録キー, as the device's setup screen reads them. */
export const deviceKeyQr = (d: { code: string; secret: string }) => JSON.stringify({ code: d.code, key: d.secret });

/**
 * Shows a registration secret the one time the API answers it (after registering or rotating).
 * Closing forgets it: the server keeps only its hash, so it can never be shown again.
 */
export function DeviceSecretModal({ issued, onClose }: { issued: DeviceWithSecret | null; onClose: () => void }) {
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.secret);
      notify.success('登録キーをコピーしました。');
    } catch {
      notify.error('コピーできませんでした。表示されている文字列を選択してコピーしてください。');
    }
  };
  return (
    <Modal
      title="登録キー"
      open={!!issued}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          閉じる
        </Button>
      }
      destroyOnHidden
    >
      {issued && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="登録キーはこの画面でしか表示できません"
            description="閉じると二度と表示できません。端末の設定画面に入力するか、安全な場所に控えてから閉じてください。分からなくなった場合は「登録キー再発行」で新しいものを発行できます。"
          />
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="端末コード">{issued.code}</Descriptions.Item>
            <Descriptions.Item label="端末名">{issued.name}</Descriptions.Item>
          </Descriptions>
          <Typography.Text strong>登録キー</Typography.Text>
          <Space.Compact style={{ width: '100%', marginTop: 8 }}>
            <Input
              readOnly
              value={issued.secret}
              aria-label="登録キー"
              style={{ fontFamily: 'monospace' }}
              onFocus={(e) => e.target.select()}
            />
            <Button icon={<CopyOutlined />} onClick={copy}>
              コピー
            </Button>
          </Space.Compact>
          <Flex vertical align="center" gap={4} style={{ marginTop: 16 }}>
            {/* The device's setup screen reads its code and key from this, instead of typing them. */}
            <QRCode type="svg" value={deviceKeyQr(issued)} size={176} aria-label="登録キーのQRコード" />
            <Typography.Text type="secondary">
              端末の設定画面でこのQRコードを読み取るか、登録キーを入力してください。
            </Typography.Text>
          </Flex>
        </>
      )}
    </Modal>
  );
}
