import { Col, Row } from 'antd';
import { useSession } from '../../api/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { PasswordForm } from './password-form.js';
import { ProfileForm } from './profile-form.js';

/** /setting-account: every signed-in user's own profile and password. */
export default function SettingAccountPage() {
  const session = useSession();
  return (
    <>
      <PageHeader title="アカウント設定" sub="ログイン中のアカウントの氏名・メールアドレスとパスワードを変更します。" />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          {session && <ProfileForm accountId={session.accountId} />}
        </Col>
        <Col xs={24} lg={12}>
          <PasswordForm />
        </Col>
      </Row>
    </>
  );
}
