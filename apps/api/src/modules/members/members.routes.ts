import { ja, memberDeviceEndpoints, memberEndpoints } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { memberDetail, memberPoints, memberPurchases } from './members.detail.js';
import { lookupMember } from './members.device.js';
import { listMembers } from './members.repository.js';
import { adjustPoints, changeMemberStatus, exportMembers, saveMember } from './members.service.js';

export const memberHandlers = ({ db }: ModuleOptions) =>
  handleAll(memberEndpoints, {
    list: async ({ actor, query }) => ok(await listMembers(db, actor, query)),
    export: async ({ actor, query }) => ok(await exportMembers(db, actor, query)),
    detail: async ({ actor, params }) => ok(await memberDetail(db, actor, params.id)),
    update: async ({ actor, body }) => ok(await saveMember(db, actor, body), ja.saved),
    status: async ({ actor, body }) => ok(await changeMemberStatus(db, actor, body), ja.saved),
    adjustPoints: async ({ actor, body }) => ok(await adjustPoints(db, actor, body), ja.saved),
    points: async ({ actor, params, query }) => ok(await memberPoints(db, actor, params.id, query)),
    purchases: async ({ actor, params, query }) => ok(await memberPurchases(db, actor, params.id, query)),
  });

export const memberDeviceHandlers = ({ db }: ModuleOptions) =>
  handleAll(memberDeviceEndpoints, {
    lookup: async ({ device, query }) => ok(await lookupMember(db, device, query.code)),
  });
