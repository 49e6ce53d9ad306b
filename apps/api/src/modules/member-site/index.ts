// What other modules may use of the member site (docs/feature-anatomy.md: another module only through its index):
// the public website renders the member pages with these.
export { memberCard, type MemberCard } from './member-site.card.js';
export {
  checkForm,
  checkSignup,
  formValues,
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signupLabels,
  type FormErrors,
  type FormValues,
} from './member-site.form.js';
export type { MemberMail } from './member-site.mail.js';
export { memberSiteFor, type MemberSiteConfig } from './member-site.public.js';
export { brandSystemRanks } from './member-site.settings.js';
export {
  confirmMemberEmail,
  MEMBER_SESSION_TTL_MS,
  memberLogin,
  memberLogout,
  memberOfSession,
  requestPasswordReset,
  resetMemberPassword,
} from './member-site.sessions.js';
export { DUPLICATE_EMAIL, signUp } from './member-site.signup.js';
export { memberTokenUsable } from './member-site.tokens.js';
