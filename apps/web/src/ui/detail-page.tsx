import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { api, ApiError } from '../api/client.js';
import { PageHeader } from './page-header.js';

/** The shared detail skeleton: loads one record and hands it to the feature's view. */
export function DetailPage<R>(props: {
  title: string;
  backPath: string;
  endpoint: string;
  queryKey: readonly unknown[];
  actions?: (record: R) => ReactNode;
  children: (record: R) => ReactNode;
}) {
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: [...props.queryKey, 'detail', props.endpoint],
    queryFn: () => api<R>(props.endpoint, { loading: false, alert: false }),
  });
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'データが見つかりません' : '読み込みに失敗しました'}
        extra={<Button onClick={() => navigate(props.backPath)}>一覧に戻る</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active />;
  return (
    <>
      <PageHeader
        title={props.title}
        extra={
          <>
            {props.actions?.(detail.data)}
            <Button onClick={() => navigate(props.backPath)}>一覧に戻る</Button>
          </>
        }
      />
      {props.children(detail.data)}
    </>
  );
}
