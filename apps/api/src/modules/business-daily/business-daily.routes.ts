import { businessDailyEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll, type Registration } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import { businessDailyDetail } from './business-daily-detail.service.js';
import { businessDaily } from './business-daily.service.js';
import { readNote, saveNote } from './business-day-notes.service.js';

// 営業日報 and 営業日報（明細） of the cinemas the caller picks within its scope, and a day's 天候・特記事項.
export const businessDailyHandlers = ({ db }: ModuleOptions): Registration[] =>
  handleAll(businessDailyEndpoints, {
    report: async ({ actor, query }) => ok(await businessDaily(db, actor.scope, query)),
    detail: async ({ actor, query }) => ok(await businessDailyDetail(db, actor.scope, query)),
    note: async ({ actor, query }) => ok(await readNote(db, actor, query)),
    saveNote: async ({ actor, body }) => ok(await saveNote(db, actor, body), ja.saved),
  });
