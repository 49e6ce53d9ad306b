import { accountingSettingEndpoints, accountingSubjectEndpoints, ja } from '@cinema/contracts';
import { crudHandlers } from '../../platform/crud.js';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { accountingSettingOf, saveAccountingSetting } from './accounting-settings.service.js';
import { accountingSubjectRepo } from './accounting-subjects.repository.js';
import { accountingSubjectService } from './accounting-subjects.service.js';

export const accountingSubjectHandlers = ({ db }: ModuleOptions) =>
  handleAll(accountingSubjectEndpoints, crudHandlers(db, accountingSubjectRepo, accountingSubjectService));

export const accountingSettingHandlers = ({ db }: ModuleOptions) =>
  handleAll(accountingSettingEndpoints, {
    detail: async ({ actor }) => ok(await accountingSettingOf(db, actor)),
    update: async ({ actor, body }) => ok(await saveAccountingSetting(db, actor, body), ja.saved),
  });
