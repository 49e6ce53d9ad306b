import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Form } from 'antd';
import type { LastSaved } from '@cinema/contracts';
import type { EndpointData, EndpointDef, EndpointInput } from '@cinema/contracts/endpoint';
import { ApiError, call } from '../api/client.js';
import { endpointQuery } from '../api/query.js';
import { applyServerErrors } from '../lib/zod-form.js';
import { StaleBanner, lastSavedText } from './stale-banner.js';
import { useFormGuard } from './use-unsaved-guard.js';

// A brand's one settings record edited in place, on its own page without a list (会計設定, 会員サイト設定;
// docs/web-conventions.md, "pages"): read it, fill the form, save every value with the version read, keep the answer as
// the record, and say so when someone else saved first. The page lays out its fields; this holds the rest.

interface Options<D extends EndpointDef, V> {
  queryKey: QueryKey;
  /** The settings' GET, without input. */
  detail: D;
  /** The settings' update: its body is the form's values and the version read. */
  update: EndpointDef;
  /** The form's values from the record read (rows the inputs key by index, ids no input holds…). */
  toValues: (setting: EndpointData<D>) => V;
}

export function useSettingForm<D extends EndpointDef, V extends object>({
  queryKey,
  detail: detailEndpoint,
  update,
  toValues,
}: Options<D, V>) {
  const [form] = Form.useForm<V>();
  const qc = useQueryClient();
  const detail = useQuery(endpointQuery(queryKey, detailEndpoint, {} as EndpointInput<D>));
  const setting = detail.data as (EndpointData<D> & { version: number }) | undefined;
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<LastSaved | null | undefined>(undefined);
  const unsaved = useFormGuard();

  useEffect(() => {
    if (setting) form.setFieldsValue(toValues(setting));
    // toValues is a pure mapping of the record; re-run only when the record changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setting, form]);

  const save = async () => {
    if (!setting) return;
    // All values, also those no input holds (a row's id).
    const values = form.getFieldsValue(true) as V;
    setSaving(true);
    setStale(undefined);
    try {
      const saved = await (call as (e: EndpointDef, i: unknown) => Promise<unknown>)(update, {
        body: { ...values, version: setting.version },
      });
      unsaved.saved();
      qc.setQueryData(queryKey, saved);
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.code === 'stale_version') setStale(err.lastSaved ?? null);
        applyServerErrors(form, err.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  /** 他の人が保存しました, with 再読み込み; null when nothing is stale. */
  const staleBanner =
    stale === undefined ? null : (
      <StaleBanner
        description={stale ? lastSavedText(stale) : undefined}
        onReload={() =>
          detail.refetch().then(() => {
            unsaved.saved();
            setStale(undefined);
          })
        }
      />
    );

  /** The <Form>'s own props: the form, saving on 保存 (Enter too) and the unsaved-changes guard. */
  const formProps = {
    form,
    layout: 'vertical' as const,
    // The values from the first render of the form on: what watches them (a preview) never shows an empty form first.
    initialValues: setting ? toValues(setting) : undefined,
    onFinish: save,
    onValuesChange: unsaved.onValuesChange,
  };
  return { form, detail, setting, saving, staleBanner, formProps };
}
