import { accountEndpoints, ja } from '@cinema/contracts';
import type { ModuleOptions } from '../../platform/module-options.js';
import { handleAll } from '../../platform/endpoints.js';
import { done, ok } from '../../platform/http.js';
import { listAccounts } from './accounts.repository.js';
import {
  accountDetail,
  changePassword,
  createAccount,
  deleteAccount,
  saveAccount,
  saveProfile,
  unlockAccount,
} from './accounts.service.js';

// The user master (ユーザー管理), and each user's own account settings (/setting-account).
export const accountHandlers = ({ db }: ModuleOptions) =>
  handleAll(accountEndpoints, {
    list: async ({ actor, query }) => ok(await listAccounts(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(await accountDetail(db, actor, params.id)),
    create: async ({ actor, body }) => ok(await createAccount(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveAccount(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteAccount(db, actor, params.id);
      return done(ja.deleted);
    },
    unlock: async ({ actor, params }) => ok(await unlockAccount(db, actor, params.id), ja.accountUnlocked),
    updateProfile: async ({ actor, body }) => ok(await saveProfile(db, actor, body), ja.saved),
    changePassword: async ({ actor, body }) => {
      await changePassword(db, actor, body);
      return done(ja.passwordChanged);
    },
  });
