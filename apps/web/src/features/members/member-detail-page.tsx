import { useParams } from 'react-router';
import { Card, Col, Descriptions, Flex, QRCode, Row, Statistic, Typography } from 'antd';
import {
  customerGender,
  joinChannel,
  memberCardQr,
  memberEndpoints,
  memberLabels as L,
  pathTo,
  prefectureName,
  type Member,
} from '@cinema/contracts';
import { date, dateTime, postal, text, yen } from '../../lib/format.js';
import { DetailPage } from '../../ui/detail-page.js';
import { MemberActions } from './member-actions.js';
import { MemberHistoryTabs } from './member-history-tabs.js';
import { memberKeys } from './member-queries.js';
import { RankTag, StatusTag } from './member-tags.js';

/** メール配信を希望: yes, no, or stopped by the member through a mail's link (with when). */
const mailOptInText = (m: Pick<Member, 'mailOptIn' | 'mailUnsubscribedAt' | 'email'>) => {
  if (m.mailOptIn) return m.email ? '希望する' : '希望する（メールアドレス未登録のため送信されません）';
  return m.mailUnsubscribedAt
    ? `希望しない（${dateTime(m.mailUnsubscribedAt)} メールのリンクから配信停止）`
    : '希望しない';
};

function Profile({ m }: { m: Member }) {
  const masked = (v: string | null, shown: (v: string | null) => string) => (m.masked ? text(v) : shown(v));
  return (
    <Card title="プロフィール" size="small">
      {m.masked && (
        <Typography.Paragraph type="secondary">
          個人情報（生年月日・郵便番号・住所・電話番号・メールアドレス）は、会員の「出力」権限のあるロールだけが見られます。
        </Typography.Paragraph>
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label={L.name}>{m.name}</Descriptions.Item>
        <Descriptions.Item label={L.kana}>{m.kana}</Descriptions.Item>
        <Descriptions.Item label={L.gender}>{customerGender.labels[m.gender]}</Descriptions.Item>
        <Descriptions.Item label={L.birthDate}>{masked(m.birthDate, date)}</Descriptions.Item>
        <Descriptions.Item label={L.postalCode}>{masked(m.postalCode, postal)}</Descriptions.Item>
        <Descriptions.Item label={L.prefectureCode}>{text(prefectureName(m.prefectureCode))}</Descriptions.Item>
        <Descriptions.Item label={L.address}>{text(m.address)}</Descriptions.Item>
        <Descriptions.Item label={L.phone}>{masked(m.phone, text)}</Descriptions.Item>
        <Descriptions.Item label={L.email}>{text(m.email)}</Descriptions.Item>
        <Descriptions.Item label={L.memberSystemId}>{m.memberSystemName}</Descriptions.Item>
        <Descriptions.Item label={L.joinedOn}>{date(m.joinedOn)}</Descriptions.Item>
        <Descriptions.Item label={L.joinedCinemaId}>{text(m.joinedCinemaName)}</Descriptions.Item>
        <Descriptions.Item label={L.joinChannel}>{joinChannel.labels[m.joinChannel]}</Descriptions.Item>
        <Descriptions.Item label={L.validUntil}>{date(m.validUntil)}</Descriptions.Item>
        <Descriptions.Item label={L.mailOptIn}>{mailOptInText(m)}</Descriptions.Item>
        <Descriptions.Item label={L.memo} span="filled">
          {text(m.memo)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function MemberCard({ m }: { m: Member }) {
  return (
    <Card title="会員カード" size="small">
      <Flex vertical align="center" gap={8}>
        <QRCode type="svg" value={memberCardQr(m.memberNo)} size={144} aria-label="会員番号のQRコード" />
        <Typography.Text strong style={{ fontSize: 18 }}>
          {m.memberNo}
        </Typography.Text>
        <Flex gap={8}>
          <RankTag name={m.rankName} color={m.rankColor} />
          <StatusTag status={m.status} />
        </Flex>
      </Flex>
      <Row gutter={8} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Statistic
            title={L.points}
            value={m.points}
            suffix="pt"
            styles={m.points < 0 ? { content: { color: '#cf1322' } } : undefined}
          />
          {m.points < 0 && (
            <Typography.Text type="danger">
              付与後に利用されたポイントが払戻で取り消されたため、マイナスです（端末では0ptとして扱います）。
            </Typography.Text>
          )}
        </Col>
        <Col span={12}>
          <Statistic title="来場回数（累計）" value={m.visitCount} suffix="回" />
        </Col>
        <Col span={12}>
          <Statistic title="ランク判定期間の利用金額" value={yen(m.windowSpend)} />
        </Col>
        <Col span={12}>
          <Statistic title="ランク判定期間の来場" value={m.windowVisits} suffix="回" />
        </Col>
      </Row>
      <Typography.Text type="secondary">最終来場：{date(m.lastVisitOn)}</Typography.Text>
    </Card>
  );
}

/** /member-list/:id: 会員詳細 with the card's QR, rank history, points ledger and purchases (docs/membership.md). */
export default function MemberDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage
      title="会員詳細"
      backPath={pathTo('/member-list')}
      endpoint={memberEndpoints.detail}
      id={id}
      queryKey={memberKeys.all}
      actions={(m) => <MemberActions member={m} />}
    >
      {(m) => (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={16}>
              <Profile m={m} />
            </Col>
            <Col xs={24} lg={8}>
              <MemberCard m={m} />
            </Col>
          </Row>
          <MemberHistoryTabs member={m} />
        </>
      )}
    </DetailPage>
  );
}
