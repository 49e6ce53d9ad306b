import { ja, mailMagazineEndpoints, mailMagazineMessages } from '@cinema/contracts';
import { originOf } from '../../platform/actor.js';
import { handleAll } from '../../platform/endpoints.js';
import { found } from '../../platform/errors.js';
import { done, ok } from '../../platform/http.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { brandForWrite } from '../../platform/scope.js';
import { audienceOf } from './mail-magazines.audience.js';
import { findMailMagazine, listMailMagazines, listRecipients } from './mail-magazines.repository.js';
import {
  cancelMailMagazine,
  pauseMailMagazine,
  resumeMailMagazine,
  sendMailMagazine,
} from './mail-magazines.sending.js';
import {
  createMailMagazine,
  deleteMailMagazine,
  previewMail,
  recordBounces,
  saveMailMagazine,
  testSendMail,
} from './mail-magazines.service.js';
import { unsubscribe } from './mail-magazines.unsubscribe.js';

export const mailMagazineHandlers = ({ db }: ModuleOptions) =>
  handleAll(mailMagazineEndpoints, {
    list: async ({ actor, query }) => ok(await listMailMagazines(db, actor.scope, query)),
    detail: async ({ actor, params }) => ok(found(await findMailMagazine(db, actor.scope, params.id))),
    recipients: async ({ actor, params, query }) => {
      found(await findMailMagazine(db, actor.scope, params.id));
      return ok(await listRecipients(db, actor, params.id, query));
    },
    create: async ({ actor, body }) => ok(await createMailMagazine(db, actor, body), ja.created),
    update: async ({ actor, body }) => ok(await saveMailMagazine(db, actor, body), ja.saved),
    delete: async ({ actor, params }) => {
      await deleteMailMagazine(db, actor, params.id);
      return done(ja.deleted);
    },
    preview: async ({ actor, body }) => ok(await previewMail(db, actor, body)),
    audience: async ({ actor, body }) =>
      ok(await audienceOf(db, actor.scope, brandForWrite(actor.scope, null), body.memberFilterId)),
    testSend: async ({ actor, body }) => done(await testSendMail(db, actor, body)),
    send: async ({ actor, body }) => {
      const { magazine, message } = await sendMailMagazine(db, actor, body);
      return ok(magazine, message);
    },
    cancel: async ({ actor, body }) => {
      const { magazine, message } = await cancelMailMagazine(db, actor, body);
      return ok(magazine, message);
    },
    pause: async ({ actor, body }) => {
      const { magazine, message } = await pauseMailMagazine(db, actor, body);
      return ok(magazine, message);
    },
    resume: async ({ actor, body }) => {
      const { magazine, message } = await resumeMailMagazine(db, actor, body);
      return ok(magazine, message);
    },
    bounces: async ({ actor, body }) => {
      const answer = await recordBounces(db, actor, body);
      return ok(answer, mailMagazineMessages.bouncesRecorded(answer.recorded));
    },
    unsubscribe: async ({ req, body }) => {
      const result = await unsubscribe(db, originOf(req), body.token);
      return ok({ brandName: result.kind === 'done' ? result.brandName : '' });
    },
  });
