import { websitePageKind, type WebsiteOptions, type WebsitePageKind, type WebsiteSection } from '@cinema/contracts';
import type { Content } from './use-website-page.js';

// A new page's values (docs/website.md, "the editor"): what a cinema that has written nothing yet starts from. A
// single page's title is its kind's name; the site's name is the cinema's; colours that pass the contrast check.

const titled = (kind: WebsitePageKind) => () => ({ title: websitePageKind.labels[kind], body: '' });
const menu: WebsiteSection[] = ['schedule', 'films', 'news', 'priceTable', 'admissionInfo', 'access'];
const top: WebsiteSection[] = ['news', 'schedule', 'films'];

export const websiteDefaults: Record<WebsitePageKind, (options: WebsiteOptions | undefined) => Content> = {
  news: () => ({
    title: '',
    category: 'info',
    pinned: false,
    displayFrom: null,
    displayUntil: null,
    image: null,
    body: '',
  }),
  custom: () => ({ title: '', path: '', menu: 'none', body: '' }),
  priceTable: () => ({ title: '料金表', templateId: null, rows: [], notes: '' }),
  admissionInfo: titled('admissionInfo'),
  notice: titled('notice'),
  privacyPolicy: titled('privacyPolicy'),
  serviceTerms: titled('serviceTerms'),
  companyInfo: titled('companyInfo'),
  commonProblems: () => ({ title: websitePageKind.labels.commonProblems, items: [] }),
  rentalSpace: () => ({ title: websitePageKind.labels.rentalSpace, body: '', inquiryEnabled: false, inquiryEmail: '' }),
  websiteInformation: (o) => ({
    siteName: o?.cinemaName ?? '',
    description: '',
    ogImage: null,
    xUrl: '',
    instagramUrl: '',
    facebookUrl: '',
    lineUrl: '',
    youtubeUrl: '',
    analyticsId: '',
  }),
  websiteSetting: () => ({ menuSections: menu, topSections: top, showBookingLink: true }),
  colorStyleSetting: () => ({ primaryColor: '#1d4ed8', textColor: '#1f2937', backgroundColor: '#ffffff', logo: null }),
};
