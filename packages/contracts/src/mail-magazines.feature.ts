import { defineFeature } from './feature.js';
import { mailMagazineEndpoints } from './mail-magazines.endpoints.js';
import { r } from './route-types.js';

// メールマガジン: head office writes to the members a 会員フィルター finds (docs/membership.md, "メールマガジン"). The
// edit page of a magazine no longer a draft shows its delivery: counts, the recipients and what became of each.
const m = 'membership' as const;
const brand = ['brand'] as const;

export const mailMagazinesFeature = defineFeature({
  key: 'mailMagazines',
  label: 'メールマガジン',
  endpoints: { mailMagazine: { endpoints: mailMagazineEndpoints } },
  routes: [
    r({ path: '/mail-magazine', group: m, label: 'メールマガジン', roles: brand, module: m, menu: true }),
    r({
      path: '/mail-magazine/create',
      group: m,
      label: 'メールマガジン作成',
      roles: brand,
      module: m,
      permission: 'create',
    }),
    r({ path: '/mail-magazine/update/:id', group: m, label: 'メールマガジン編集', roles: brand, module: m }),
  ],
  audits: { mailMagazine: 'メールマガジン' },
});
