import { clientGroupInUse, ja, type ClientGroupCreateBody } from '@cinema/contracts';
import { masterService } from '../../platform/crud.js';
import { conflict } from '../../platform/errors.js';
import { clientGroupRepo, clientsInGroup } from './client-groups.repository.js';

export const clientGroupService = masterService({
  entity: 'clientGroup',
  repo: clientGroupRepo,
  summary: (g: { code: string; name: string }) => `${g.code} ${g.name}`,
  unique: { client_groups_brand_code_uq: ['code', ja.codeInUse] },
  values: (body: ClientGroupCreateBody) => body,
  // 取引先が所属しているグループは削除できない: checked first, and the foreign key catches a client added meanwhile.
  beforeRemove: async (tx, current) => {
    const n = await clientsInGroup(tx, current.id);
    if (n > 0) throw conflict(clientGroupInUse(n));
  },
  inUse: async (db, id) => clientGroupInUse(await clientsInGroup(db, id)),
});
