import type { ReactNode } from 'react';
import { Card, Tabs } from 'antd';
import { versionKind, type VersionKind } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { PageHeader } from '../../ui/page-header.js';
import type { VersionListEndpoint } from './version-queries.js';
import { VersionSection } from './version-section.js';

export interface VersionKindsPageProps {
  title: string;
  kinds: readonly VersionKind[];
  /** The screen's own list call (docs/api-conventions.md, "original names"). */
  endpoint: VersionListEndpoint;
  note?: ReactNode;
}

/** The one page both version screens are: a tab per kind, each an editable table of the chosen cinema. */
export function VersionKindsPage({ title, kinds, endpoint, note }: VersionKindsPageProps) {
  const session = useSession();
  return (
    <>
      <PageHeader title={title} sub={session?.cinemaObj ? `劇場：${session.cinemaObj.name}` : undefined} />
      {note}
      <Card size="small">
        <Tabs
          items={kinds.map((kind) => ({
            key: kind,
            label: versionKind.labels[kind],
            children: <VersionSection kind={kind} endpoint={endpoint} />,
          }))}
        />
      </Card>
    </>
  );
}
