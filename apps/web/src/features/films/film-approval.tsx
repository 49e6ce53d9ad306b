import { Alert, Card, Descriptions, Tag } from 'antd';
import { approvalStatus, type ApprovalStatus, type Film } from '@cinema/contracts';
import { dateTime, text } from '../../lib/format.js';

export const approvalColors: Record<ApprovalStatus, string> = { approved: 'green', pending: 'orange', returned: 'red' };

export const ApprovalTag = ({ status }: { status: ApprovalStatus }) => (
  <Tag color={approvalColors[status]}>{approvalStatus.labels[status]}</Tag>
);

/** 承認: films registered by cinema staff wait for head office before they can be scheduled. */
export function FilmApproval({ record, isCinema }: { record: Film | undefined; isCinema: boolean }) {
  if (!record)
    return isCinema ? (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="劇場アカウントで登録した作品は「承認待ち」になり、本部の承認後に上映スケジュールへ登録できます。"
      />
    ) : null;
  return (
    <Card title="承認" size="small" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="承認状態">
          <ApprovalTag status={record.approvalStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="登録した劇場">{record.createdByCinemaName ?? '本部'}</Descriptions.Item>
        <Descriptions.Item label="承認者">
          {record.approvalStatus === 'approved'
            ? `${text(record.approvedByName)}（${dateTime(record.approvedAt)}）`
            : '-'}
        </Descriptions.Item>
      </Descriptions>
      {record.approvalStatus === 'returned' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={`本部から差し戻されました（${dateTime(record.returnedAt)}）`}
          description={
            <>
              <div>理由：{text(record.returnReason)}</div>
              {isCinema && <div>内容を修正して保存すると、再び「承認待ち」になります。</div>}
            </>
          }
        />
      )}
      {record.approvalStatus === 'pending' && (
        <Alert
          type="warning"
          showIcon
          title="承認されるまで、この作品は上映スケジュールに登録できません。承認は作品一覧から本部が行います。"
        />
      )}
    </Card>
  );
}
