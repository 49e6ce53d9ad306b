import { Tag } from 'antd';
import { websitePageStatus, type WebsitePageStatus } from '@cinema/contracts';

// A page's state in the list and the editor's header (docs/website.md, "the editor"): green while the site shows
// what was written, orange when the draft has changes the site does not show yet.
const colour: Record<WebsitePageStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
  changed: 'orange',
  unpublished: 'red',
};

export function WebsiteStatusTag({ status }: { status: WebsitePageStatus }) {
  return (
    <Tag color={colour[status]} data-testid="website-status">
      {websitePageStatus.labels[status]}
    </Tag>
  );
}
