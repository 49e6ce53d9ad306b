import type { ReactNode } from 'react';
import type { WebsiteSingleKind } from '@cinema/contracts';
import { ColorStyleFields } from './color-style-fields.js';
import { FaqFields } from './faq-fields.js';
import { RentalSpaceFields, TextPageFields, WebsiteInformationFields } from './simple-fields.js';
import { websiteDefaults } from './website-defaults.js';
import { WebsitePageEditor } from './website-page-editor.js';
import { useCinemaId, useWebsiteKind } from './website-queries.js';
import { WebsiteSettingFields } from './website-setting-fields.js';

// The pages a cinema has one of (docs/website.md, "the editor"): 入場案内 … カラー・ロゴ. Each opens its page, or a new
// one with sensible defaults when none is saved yet (the first 下書き保存 creates it).

const fields: Record<WebsiteSingleKind, ReactNode> = {
  admissionInfo: <TextPageFields />,
  notice: <TextPageFields />,
  privacyPolicy: <TextPageFields />,
  serviceTerms: <TextPageFields />,
  companyInfo: <TextPageFields />,
  commonProblems: <FaqFields />,
  rentalSpace: <RentalSpaceFields />,
  websiteInformation: <WebsiteInformationFields />,
  websiteSetting: <WebsiteSettingFields />,
  colorStyleSetting: <ColorStyleFields />,
};

export default function WebsiteSinglePage() {
  const kind = useWebsiteKind() as WebsiteSingleKind;
  // Another cinema chosen in the header is another page: the editor starts again from that cinema's.
  const cinemaId = useCinemaId();
  return (
    <WebsitePageEditor key={`${kind}:${cinemaId}`} kind={kind} defaults={websiteDefaults[kind]}>
      {fields[kind]}
    </WebsitePageEditor>
  );
}
