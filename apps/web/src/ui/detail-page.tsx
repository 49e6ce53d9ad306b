import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { EndpointData, EndpointDef } from '@cinema/contracts';
import { ApiError, call } from '../api/client.js';
import { PageHeader } from './page-header.js';

/** The shared detail skeleton: loads one record by its id and hands it to the feature's view. */
export function DetailPage<E extends EndpointDef & { method: 'GET' }>(props: {
  title: string;
  backPath: string;
  /** The detail call, with the record's id as its path parameter. */
  endpoint: E;
  id: string | number;
  /** The feature's key root. */
  queryKey: QueryKey;
  actions?: (record: EndpointData<E>) => ReactNode;
  children: (record: EndpointData<E>) => ReactNode;
}) {
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: [...props.queryKey, 'detail', props.id],
    queryFn: () =>
      (call as (e: EndpointDef, i: object, s: object) => Promise<EndpointData<E>>)(
        props.endpoint,
        { params: { id: props.id } },
        { loading: false, alert: false },
      ),
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
