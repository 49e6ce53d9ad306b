import { ja, memberSiteEndpoints } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { memberSiteSettingOf, saveMemberSiteSetting } from './member-site.settings.js';

export const memberSiteHandlers = ({ db }: ModuleOptions) =>
  handleAll(memberSiteEndpoints, {
    detail: async ({ actor }) => ok(await memberSiteSettingOf(db, actor)),
    update: async ({ actor, body }) => ok(await saveMemberSiteSetting(db, actor, body), ja.saved),
  });
