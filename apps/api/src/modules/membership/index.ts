// What other modules may use of 会員制度 (docs/feature-anatomy.md: another module only through its index).
export { findMemberSystem } from './membership.repository.js';
