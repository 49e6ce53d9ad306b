import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Col, Form, Result, Row, Skeleton, type FormInstance } from 'antd';
import { websitePageKind, type WebsiteOptions, type WebsitePage, type WebsitePageKind } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { StaleBanner } from '../../ui/stale-banner.js';
import { EditorActions } from './website-editor-actions.js';
import { WebsitePreview } from './website-preview.js';
import { useWebsiteOptions } from './website-queries.js';
import { useWebsitePage, type Content } from './use-website-page.js';

// One editor for every 劇場サイト page kind (docs/website.md, "the editor"): the kind's fields on the left, the real
// public page rendered from them on the right (below the form under 1200 px: antd's xl breakpoint), the page's
// state and actions in the header. Ctrl+S saves the draft.

export interface EditorContextValue {
  form: FormInstance;
  page: WebsitePage | null | undefined;
  options: WebsiteOptions | undefined;
  /** A field set a value itself (a row added from a template, 反映): unsaved, and the preview follows. */
  changed: () => void;
}
const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor around a kind's fields: its form, the page and the options. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside WebsitePageEditor');
  return value;
}

export interface WebsitePageEditorProps {
  kind: WebsitePageKind;
  /** A collection's page being edited; none for a new one or a single page. */
  id?: number | null;
  /** A new page's values; null while what they need (the options) is loading. */
  defaults: (options: WebsiteOptions | undefined) => Content;
  backPath?: string;
  children: ReactNode;
}

export function WebsitePageEditor({ kind, id = null, defaults, backPath, children }: WebsitePageEditorProps) {
  const [form] = Form.useForm();
  const perm = usePermission('website');
  const options = useWebsiteOptions();
  const ready = options.data !== undefined || options.isError;
  const state = useWebsitePage(kind, id, form, ready ? defaults(options.data) : null);
  const { page } = state;

  // Ctrl+S (⌘S) saves the draft instead of saving the browser's page.
  const save = useRef(state.save);
  useEffect(() => {
    save.current = state.save;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 's') return;
      e.preventDefault();
      void save.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = websitePageKind.labels[kind];
  const title = backPath ? `${label}${id === null && !page ? '作成' : '編集'}` : label;
  if (state.error) {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'ページが見つかりません' : '読み込みに失敗しました'}
        subTitle={notFound ? '削除されたか、別の劇場のページです。' : state.error.message}
        extra={
          backPath && (
            <Link to={backPath}>
              <Button>一覧に戻る</Button>
            </Link>
          )
        }
      />
    );
  }
  const can = {
    save: page ? perm.can('update') : perm.can('create'),
    publish: perm.can('update') && (page ? true : perm.can('create')),
  };
  return (
    <EditorContext.Provider value={{ form, page, options: options.data, changed: state.changed }}>
      <PageHeader
        title={title}
        extra={<EditorActions state={state} siteUrl={options.data?.siteUrl ?? null} backPath={backPath} can={can} />}
      />
      {state.stale && (
        <StaleBanner
          message={state.stale.message}
          description={state.stale.who}
          reloadLabel="最新の内容を読み込む"
          onReload={state.reload}
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12}>
          {state.values === null && <Skeleton active paragraph={{ rows: 8 }} />}
          {/* Mounted while loading too: the page's values are set into it as soon as they arrive. */}
          <div style={state.values === null ? { display: 'none' } : undefined}>
            <Form
              form={form}
              layout="vertical"
              onValuesChange={state.changed}
              onFinish={() => void state.save()}
              aria-label={`${label}の編集`}
            >
              {children}
            </Form>
          </div>
        </Col>
        <Col xs={24} xl={12}>
          <div style={{ position: 'sticky', top: 16 }}>
            <WebsitePreview kind={kind} id={page?.id ?? null} content={state.values} />
          </div>
        </Col>
      </Row>
    </EditorContext.Provider>
  );
}
