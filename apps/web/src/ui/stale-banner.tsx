import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ja, type LastSaved } from '@cinema/contracts';
import { dateTime } from '../lib/format.js';
import { confirmDiscard } from './use-unsaved-guard.js';

export interface StaleBannerProps {
  /** The server's own words when it has some (券種マスターが更新されました…); the shared message otherwise. */
  message?: string;
  description?: ReactNode;
  /** Reads the newer record; the banner then offers it as a button. */
  onReload?: () => unknown;
  reloadLabel?: string;
}

// The banner shows after a save was refused, so what is on screen is unsaved: reading the newer
// record replaces it, and asks first.
const unsavedReloadTitle = '保存されていない変更があります。破棄して最新の内容を読み込みますか？';

/** Who saved the record last and when, as the stale banner says it. */
export const lastSavedText = (s: LastSaved) =>
  `${s.userName ?? '不明なユーザー'}さんが ${dateTime(s.savedAt)} に保存しました。`;

/** Someone else saved first (409 stale_version): says so above the form, and offers the newer data. */
export function StaleBanner({
  message = ja.staleVersion,
  description,
  onReload,
  reloadLabel = '再読み込み',
}: StaleBannerProps) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={message}
      description={description}
      action={
        onReload && (
          <Button size="small" onClick={() => confirmDiscard(onReload, unsavedReloadTitle)}>
            {reloadLabel}
          </Button>
        )
      }
    />
  );
}
