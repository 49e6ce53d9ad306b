import type { Db } from '../../db/client.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { memberSiteMailJob } from './member-site.mail.js';

// For the member site's tests (the website's among them): sends the queued member mails now.
export const drainMemberMail = (db: Db) => new JobRunner(db, [memberSiteMailJob]).drain();
