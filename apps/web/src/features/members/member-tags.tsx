import { Tag } from 'antd';
import { memberStatus, type MemberStatus } from '@cinema/contracts';

const statusColor: Record<MemberStatus, string | undefined> = {
  active: 'green',
  suspended: 'orange',
  withdrawn: undefined,
  expired: 'red',
};

export const StatusTag = ({ status }: { status: MemberStatus }) => (
  <Tag color={statusColor[status]}>{memberStatus.labels[status]}</Tag>
);

export const RankTag = ({ name, color }: { name: string; color: string }) => <Tag color={color}>{name}</Tag>;
