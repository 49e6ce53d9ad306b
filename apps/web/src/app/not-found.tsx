import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { ja } from '@cinema/contracts/messages';

export function NotFound() {
  return (
    <Result
      status="404"
      title={ja.pageNotFoundTitle}
      subTitle={ja.pageNotFoundBody}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{ja.backHome}</Button>
        </Link>
      }
    />
  );
}

export function NoPermission() {
  return (
    <Result
      status="403"
      title={ja.noPermission}
      subTitle="必要なときは、ブランドの管理者に権限（ロール）の変更を依頼してください。"
      extra={
        <Link to="/dashboard">
          <Button type="primary">{ja.backHome}</Button>
        </Link>
      }
    />
  );
}
