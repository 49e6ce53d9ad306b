// What other parts of the API may use of メールマガジン (docs/feature-anatomy.md): nothing yet beyond its server.ts.
export { sendableMember } from './mail-magazines.audience.js';
