import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import {
  pathTo,
  websiteEndpoints,
  websiteSingleKind,
  type WebsitePage,
  type WebsitePageKind,
  type WebsiteSingleKind,
} from '@cinema/contracts';
import { ApiError, call } from '../../api/client.js';
import { applyServerErrors } from '../../lib/zod-form.js';
import { lastSavedText } from '../../ui/stale-banner.js';
import { useUnsavedGuard } from '../../ui/use-unsaved-guard.js';
import { useCinemaId, websiteKeys } from './website-queries.js';

// The editor's record and its writes (docs/website.md, "the editor"): one page of a kind, loaded by id (collections)
// or by kind (one per cinema; null until first saved, when 下書き保存 creates it). Every write sends the version read,
// so a page someone else saved since answers 409 and the screen says so instead of overwriting their work.

export type Content = Record<string, unknown>;
export interface Stale {
  message: string;
  who?: string;
}

const isSingle = (kind: WebsitePageKind): kind is WebsiteSingleKind =>
  (websiteSingleKind.values as readonly string[]).includes(kind);

const updatePath = (kind: WebsitePageKind, id: number) =>
  kind === 'news'
    ? pathTo('/news/update/:id', { id })
    : kind === 'custom'
      ? pathTo('/custom/update/:id', { id })
      : pathTo('/priceTable/update/:id', { id });

/** The API names a content field `content.title` or `title`: the form knows it as `title`. */
const onForm = (field: string) => field.replace(/^content\./, '');

export function useWebsitePage(kind: WebsitePageKind, id: number | null, form: FormInstance, defaults: Content | null) {
  const cinemaId = useCinemaId();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const pageId = id ?? createdId;
  const single = isSingle(kind);
  const key: QueryKey = single
    ? [...websiteKeys.all, 'single', cinemaId, kind]
    : pageId !== null
      ? [...websiteKeys.all, 'detail', cinemaId, pageId]
      : [...websiteKeys.all, 'new', cinemaId, kind];
  const loaded = useQuery({
    queryKey: key,
    queryFn: (): Promise<WebsitePage | null> =>
      single
        ? call(websiteEndpoints.single, { params: { kind } }, { loading: false, alert: false })
        : pageId !== null
          ? call(websiteEndpoints.detail, { params: { id: pageId } }, { loading: false, alert: false })
          : Promise.resolve(null),
    // The version on screen is the one the form was filled from: a silent refetch would hide someone else's save.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const page = loaded.data;

  const dirty = useRef(false);
  useUnsavedGuard(() => dirty.current);
  const [values, setValues] = useState<Content | null>(null);
  const [stale, setStale] = useState<Stale | null>(null);
  const [busy, setBusy] = useState(false);

  const fill = (p: WebsitePage | null) => {
    form.resetFields();
    form.setFieldsValue(p ? p.draft : (defaults ?? {}));
    dirty.current = false;
    setValues(form.getFieldsValue(true) as Content);
  };
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || page === undefined || (page === null && defaults === null)) return;
    filled.current = true;
    fill(page);
    // Filled once, from the first answer; later answers are this screen's own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, defaults]);

  /** What the user typed (or a field's own button changed): unsaved, and the preview follows. */
  const changed = () => {
    dirty.current = true;
    setValues(form.getFieldsValue(true) as Content);
  };

  const accept = (saved: WebsitePage) => {
    qc.setQueryData(single ? key : [...websiteKeys.all, 'detail', cinemaId, saved.id], saved);
    void qc.invalidateQueries({ queryKey: [...websiteKeys.all, 'list'] });
    setStale(null);
  };
  const fail = (err: unknown) => {
    if (!(err instanceof ApiError)) return;
    if (err.code === 'stale_version')
      setStale({ message: err.message, who: err.lastSaved ? lastSavedText(err.lastSaved) : undefined });
    applyServerErrors(
      form,
      err.errors.map((e) => ({ ...e, field: onForm(e.field) })),
    );
  };
  const run = async <T>(work: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    try {
      return await work();
    } catch (err) {
      fail(err);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<WebsitePage | null> => {
    try {
      await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      return null;
    }
    const content = form.getFieldsValue(true) as Content;
    const current = page;
    const saved = await run(() =>
      current
        ? call(websiteEndpoints.update, { body: { id: current.id, version: current.version, content } })
        : call(websiteEndpoints.create, { body: { kind, content } }),
    );
    if (!saved) return null;
    dirty.current = false;
    accept(saved);
    if (!current && !single) {
      setCreatedId(saved.id);
      void navigate(updatePath(kind, saved.id), { replace: true });
    }
    return saved;
  };

  /** 公開 (now, or at `publishAt`): unsaved edits are saved first, so what goes out is what is on screen. */
  const publish = async (publishAt: string | null) => {
    const current = !page || dirty.current ? await save() : page;
    if (!current) return;
    const done = await run(() =>
      call(websiteEndpoints.publish, { body: { id: current.id, version: current.version, publishAt } }),
    );
    if (done) accept(done);
  };
  const unpublish = async () => {
    const current = page;
    if (!current) return;
    const done = await run(() =>
      call(websiteEndpoints.unpublish, { body: { id: current.id, version: current.version } }),
    );
    if (done) accept(done);
  };
  const restore = async (revisionNo: number) => {
    const current = page;
    if (!current) return;
    const done = await run(() =>
      call(websiteEndpoints.restore, { body: { id: current.id, version: current.version, revisionNo } }),
    );
    if (!done) return;
    accept(done);
    fill(done);
  };
  /** After a 409: read the page as it is now and show it (the banner's button asks before discarding edits). */
  const reload = async () => {
    const fresh = await loaded.refetch();
    if (fresh.data !== undefined) fill(fresh.data);
    setStale(null);
  };

  return {
    page,
    loading: loaded.isPending,
    error: loaded.error,
    values,
    stale,
    busy,
    isDirty: () => dirty.current,
    changed,
    save,
    publish,
    unpublish,
    restore,
    reload,
  };
}
export type WebsitePageState = ReturnType<typeof useWebsitePage>;
