import { journalEndpoints } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { journalDownload, journalPreviewOf } from './journals.service.js';

export const journalHandlers = ({ db }: ModuleOptions) =>
  handleAll(journalEndpoints, {
    preview: async ({ actor, query }) => ok(await journalPreviewOf(db, actor, query)),
    download: async ({ actor, query }) => ok(await journalDownload(db, actor, query)),
  });
