import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { pathTo, type WebsiteCollectionKind } from '@cinema/contracts';
import { CustomFields, NewsFields } from './simple-fields.js';
import { PriceTableFields } from './price-table-fields.js';
import { websiteDefaults } from './website-defaults.js';
import { WebsitePageEditor } from './website-page-editor.js';
import { useCinemaId, useWebsiteKind } from './website-queries.js';

// /news, /custom and /priceTable's create and update screens (docs/website.md, "the editor"): one editor, the kind's
// fields. The first 下書き保存 creates the page and moves to its update screen, so later saves update it.

const fields: Record<WebsiteCollectionKind, ReactNode> = {
  news: <NewsFields />,
  custom: <CustomFields />,
  priceTable: <PriceTableFields />,
};
const lists: Record<WebsiteCollectionKind, string> = {
  news: pathTo('/news'),
  custom: pathTo('/custom'),
  priceTable: pathTo('/priceTable'),
};

export default function WebsiteFormPage() {
  const kind = useWebsiteKind() as WebsiteCollectionKind;
  const { id } = useParams();
  const pageId = id ? Number(id) : null;
  // Another cinema chosen in the header starts the editor again (a page of the other cinema answers 404).
  const cinemaId = useCinemaId();
  return (
    <WebsitePageEditor
      key={`${kind}:${id ?? 'new'}:${cinemaId}`}
      kind={kind}
      id={pageId}
      defaults={websiteDefaults[kind]}
      backPath={lists[kind]}
    >
      {fields[kind]}
    </WebsitePageEditor>
  );
}
