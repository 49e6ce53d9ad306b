import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dictionary,
  dictionarySchema,
  envelope,
  globalSettings,
  globalSettingsUpdateBody,
  ja,
  prefecture,
  prefectures,
  region,
  regions,
  shopGroup,
  systemSetting,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { ok } from '../../platform/http.js';
import { screenAccess, sessionAccess } from '../../platform/access.js';
import { principalOf } from '../../platform/auth.plugin.js';
import { audit } from '../../platform/audit.js';
import { loadSettings, updateSettings } from './settings.repository.js';

const groupItem = z.object({ value: z.string(), label: z.string() });

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/system/types',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(dictionarySchema) } } },
    async () => ok(dictionary),
  );

  app.get(
    '/api/system/regions',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(region)) } } },
    async () => ok(regions.map((r) => ({ ...r, prefectures: [...r.prefectures] }))),
  );

  app.get(
    '/api/cl/address/prefecture-list',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(prefecture)) } } },
    async () => ok(prefectures),
  );

  // Shop groups (SPEC.md section 3): what items, reports and coupons group sales by.
  app.get(
    '/api/group/list',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(groupItem)) } } },
    async () => ok(shopGroup.options),
  );
  app.get(
    '/api/group/listForCoupon',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(z.array(groupItem)) } } },
    // Fees and planning lines cannot be discounted by a coupon.
    async () => ok(shopGroup.options.filter((g) => g.value !== 'fee' && g.value !== 'project')),
  );

  app.get(
    '/api/system/setting',
    { config: { access: sessionAccess }, schema: { response: { 200: envelope(systemSetting) } } },
    async (req) => {
      const p = principalOf(req);
      const settings = await loadSettings(db);
      return ok({ round: p.brand?.fractionRounding ?? settings.roundingMode, brandCode: p.brand?.code ?? null });
    },
  );

  app.get(
    '/api/system/globalSetting',
    { config: { access: screenAccess('/setting-global') }, schema: { response: { 200: envelope(globalSettings) } } },
    async () => ok(await loadSettings(db)),
  );

  app.put(
    '/api/system/globalSetting',
    {
      config: { access: screenAccess('/setting-global', 'update') },
      schema: { body: globalSettingsUpdateBody, response: { 200: envelope(globalSettings) } },
    },
    async (req) => {
      const saved = await updateSettings(db, req.body);
      await audit(db, req, { action: 'update', entity: 'globalSetting', entityId: 1, summary: '全体設定を更新' });
      return ok(saved, ja.saved);
    },
  );
};
