import type { ModuleServer } from '../../platform/module-server.js';
import { memberSiteMailJob } from './member-site.mail.js';
import { memberSiteHandlers } from './member-site.routes.js';

// What this module brings to the server (listed in src/features.ts): 会員サイト設定's endpoints and the member
// site's mail job. The member pages themselves are the public website's (website-public), which calls this module
// through its index.
export const memberSiteServer: ModuleServer = { handlers: [memberSiteHandlers], jobs: [memberSiteMailJob] };
