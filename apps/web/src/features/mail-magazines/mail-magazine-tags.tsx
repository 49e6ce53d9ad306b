import { Tag } from 'antd';
import {
  mailMagazineStatus,
  mailRecipientStatus,
  type MailMagazineStatus,
  type MailRecipientStatus,
} from '@cinema/contracts';

const statusColor: Record<MailMagazineStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  sending: 'processing',
  paused: 'warning',
  sent: 'success',
  cancelled: 'error',
};
export const MagazineStatusTag = ({ status }: { status: MailMagazineStatus }) => (
  <Tag color={statusColor[status]}>{mailMagazineStatus.labels[status]}</Tag>
);

const recipientColor: Record<MailRecipientStatus, string> = {
  queued: 'default',
  sent: 'success',
  bounced: 'error',
  failed: 'error',
  unsubscribed: 'warning',
};
export const RecipientStatusTag = ({ status }: { status: MailRecipientStatus }) => (
  <Tag color={recipientColor[status]}>{mailRecipientStatus.labels[status]}</Tag>
);
