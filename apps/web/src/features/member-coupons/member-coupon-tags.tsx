import { Tag } from 'antd';
import { memberCouponStatus, type MemberCouponStatus } from '@cinema/contracts';

const statusColor: Record<MemberCouponStatus, string> = {
  draft: 'default',
  distributed: 'success',
  cancelled: 'error',
};
export const MemberCouponStatusTag = ({ status }: { status: MemberCouponStatus }) => (
  <Tag color={statusColor[status]}>{memberCouponStatus.labels[status]}</Tag>
);
