import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, Flex, Form, Result, Skeleton, type FormInstance } from 'antd';
import type { EndpointData, EndpointDef } from '@cinema/contracts';
import { ApiError, call } from '../api/client.js';
import { applyServerErrors } from '../lib/zod-form.js';
import { PageHeader } from './page-header.js';
import { highlightState } from './row-highlight.js';
import { keepEnterInPickers } from './form-keys.js';
import { lastSavedText, StaleBanner } from './stale-banner.js';
import { useFormGuard } from './use-unsaved-guard.js';

/** A detail call: GET with the record's id as its path parameter. */
export type DetailEndpoint = EndpointDef & { method: 'GET' };

export interface FormPageProps<E extends DetailEndpoint, V, R = EndpointData<E>> {
  title: string;
  backPath: string;
  /** Query-key root of the feature; invalidated after a save. */
  queryKey: QueryKey;
  /** Edit: the detail call and the record's id (from the route); omitted for create. */
  detail?: { endpoint: E; id: string | number };
  toValues: (record: R) => V;
  defaults: Partial<V>;
  submit: (values: V, record: R | undefined) => Promise<unknown>;
  children: (form: FormInstance<V>, record: R | undefined) => ReactNode;
  /** Where to go after saving; defaults to the back path. */
  afterSave?: (saved: unknown) => string;
  /** Width of the form; wide editors (a seat plan) ask for more than the default 960 px. */
  maxWidth?: number | 'none';
}

/**
 * The shared create/edit skeleton: loads the record, shows the contract's messages inline,
 * focuses the first bad field, and says so when someone else saved first (409 stale_version).
 */
export function FormPage<E extends DetailEndpoint, V extends object>(props: FormPageProps<E, V>) {
  type R = EndpointData<E>;
  const { title, backPath, detail: edit, queryKey } = props;
  const detailEndpoint = edit?.endpoint;
  const [form] = Form.useForm<V>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  // Someone saved first: false, or who and when where the API says (true when it does not).
  const [stale, setStale] = useState<string | boolean>(false);
  const [saving, setSaving] = useState(false);
  // Leaving with unsaved input (menu, Back, キャンセル, reload, closing the tab) asks first.
  const unsaved = useFormGuard();

  const detail = useQuery({
    queryKey: [...queryKey, 'detail', edit?.id],
    queryFn: () =>
      (call as (e: EndpointDef, i: object, s: object) => Promise<R>)(
        edit!.endpoint,
        { params: { id: edit!.id } },
        { loading: false, alert: false },
      ),
    enabled: !!edit,
  });
  const record = detail.data;

  useEffect(() => {
    if (record) form.setFieldsValue(props.toValues(record) as Parameters<typeof form.setFieldsValue>[0]);
    // toValues is a pure mapping of the record; re-run only when the record changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, form]);

  if (detailEndpoint && detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'データが見つかりません' : '読み込みに失敗しました'}
        subTitle={notFound ? '削除されたか、アクセス権限のないデータです。' : detail.error.message}
        extra={<Button onClick={() => navigate(backPath)}>一覧に戻る</Button>}
      />
    );
  }
  if (detailEndpoint && !record) return <Skeleton active paragraph={{ rows: 8 }} />;

  const onFinish = async (values: V) => {
    setSaving(true);
    setStale(false);
    try {
      const saved = await props.submit(values, record);
      unsaved.saved();
      await qc.invalidateQueries({ queryKey });
      // After 登録 the list gone back to marks the new record (ui/row-highlight.ts).
      void navigate(props.afterSave ? props.afterSave(saved) : backPath, {
        state: detailEndpoint ? undefined : highlightState(saved),
      });
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.code === 'stale_version') setStale(err.lastSaved ? lastSavedText(err.lastSaved) : true);
        applyServerErrors(form, err.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      {stale && (
        <StaleBanner
          description={typeof stale === 'string' ? stale : undefined}
          onReload={() =>
            detail.refetch().then(() => {
              unsaved.saved();
              setStale(false);
            })
          }
        />
      )}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={props.defaults}
        onFinish={onFinish}
        onKeyDown={keepEnterInPickers}
        onValuesChange={unsaved.onValuesChange}
        scrollToFirstError={{ focus: true, block: 'center' }}
        style={{ maxWidth: props.maxWidth ?? 960 }}
      >
        {props.children(form, record)}
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {detailEndpoint ? '保存' : '登録'}
          </Button>
          <Button onClick={() => navigate(backPath)}>キャンセル</Button>
        </Flex>
      </Form>
    </>
  );
}
