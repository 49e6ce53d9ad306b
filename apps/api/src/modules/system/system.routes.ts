import { dictionary, ja, prefectures, regions, shopGroup, systemEndpoints } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { loadSettings } from '../../platform/settings.js';
import { saveSettings, systemSettingFor } from './settings.service.js';

// Reference lists every screen reads, and the platform settings (/setting-global).
export const systemHandlers = ({ db }: ModuleOptions) =>
  handleAll(systemEndpoints, {
    types: () => ok(dictionary),
    regions: () => ok(regions.map((r) => ({ ...r, prefectures: [...r.prefectures] }))),
    prefectures: () => ok(prefectures),
    // Shop groups (docs/api-conventions.md, "original names"): what items, reports and coupons group sales by.
    groupList: () => ok(shopGroup.options),
    // Fees and planning lines cannot be discounted by a coupon.
    groupListForCoupon: () => ok(shopGroup.options.filter((g) => g.value !== 'fee' && g.value !== 'project')),
    setting: async ({ actor }) => ok(await systemSettingFor(db, actor)),
    globalSetting: async () => ok(await loadSettings(db)),
    updateGlobalSetting: async ({ actor, body }) => ok(await saveSettings(db, actor, body), ja.saved),
  });
