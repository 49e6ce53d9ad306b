import { Modal, Typography } from 'antd';
import { salesStopPreviewSeconds } from '@cinema/contracts';

/**
 * The customer's view of a stop message, as the booking site shows it (docs/sales.md, "online-sales stops"): this
 * example closes by itself after 3 seconds.
 */
export function previewSalesStopMessage(message: string) {
  const box = Modal.warning({
    title: 'オンライン販売停止のお知らせ',
    content: (
      <>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{message}</Typography.Paragraph>
        <Typography.Text type="secondary">
          お客様への表示例です。{salesStopPreviewSeconds}秒後に自動で閉じます。
        </Typography.Text>
      </>
    ),
    okText: '閉じる',
  });
  const timer = window.setTimeout(() => box.destroy(), salesStopPreviewSeconds * 1000);
  return () => {
    window.clearTimeout(timer);
    box.destroy();
  };
}
