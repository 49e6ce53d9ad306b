import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex } from 'antd';
import { ExportOutlined, HistoryOutlined } from '@ant-design/icons';
import { dateTime } from '../../lib/format.js';
import { confirmAction } from '../../ui/confirm.js';
import { ScheduleDialog } from './website-schedule-dialog.js';
import { WebsiteRevisions } from './website-revisions.js';
import { WebsiteStatusTag } from './website-status-tag.js';
import { isLive, publicUrl } from './website-queries.js';
import type { WebsitePageState } from './use-website-page.js';

// The editor's header (docs/website.md, "the editor"): the page's state and what can be done with it.

export interface EditorActionsProps {
  state: WebsitePageState;
  siteUrl: string | null;
  /** The list of a collection, for 一覧に戻る. */
  backPath?: string;
  can: { save: boolean; publish: boolean };
}

export function EditorActions({ state, siteUrl, backPath, can }: EditorActionsProps) {
  const { page, busy } = state;
  const [scheduling, setScheduling] = useState(false);
  const [history, setHistory] = useState(false);
  const unpublish = () =>
    confirmAction({
      title: 'このページを非公開にしますか？',
      content: '公開サイトからこのページが見えなくなります（公開予約も取り消します）。下書きは残ります。',
      okText: '非公開にする',
      danger: true,
      onOk: state.unpublish,
    });
  const shown = page && (isLive(page.status) || page.status === 'scheduled');
  return (
    <Flex wrap gap={8} align="center">
      {page ? <WebsiteStatusTag status={page.status} /> : <WebsiteStatusTag status="draft" />}
      {page?.status === 'scheduled' && page.publishAt && <span>{dateTime(page.publishAt)}に公開</span>}
      {backPath && (
        <Link to={backPath}>
          <Button>一覧に戻る</Button>
        </Link>
      )}
      <Button type="primary" loading={busy} disabled={!can.save} onClick={() => void state.save()}>
        下書き保存
      </Button>
      <Button disabled={!can.publish || busy} onClick={() => void state.publish(null)}>
        公開
      </Button>
      <Button disabled={!can.publish || busy} onClick={() => setScheduling(true)}>
        公開予約
      </Button>
      <Button danger disabled={!can.publish || busy || !shown} onClick={unpublish}>
        非公開
      </Button>
      <Button icon={<HistoryOutlined />} disabled={!page} onClick={() => setHistory(true)}>
        版の履歴
      </Button>
      <Button
        icon={<ExportOutlined />}
        disabled={!page || !siteUrl || !isLive(page.status)}
        href={page && siteUrl ? publicUrl(siteUrl, page.publicPath) : undefined}
        target="_blank"
        rel="noopener noreferrer"
      >
        公開ページを開く
      </Button>
      {scheduling && <ScheduleDialog onOk={(at) => state.publish(at)} onClose={() => setScheduling(false)} />}
      {history && page && (
        <WebsiteRevisions
          pageId={page.id}
          version={page.version}
          unsaved={state.isDirty()}
          canRestore={can.publish}
          onRestore={state.restore}
          onClose={() => setHistory(false)}
        />
      )}
    </Flex>
  );
}
