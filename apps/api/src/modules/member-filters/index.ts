// What other parts of the API may use of 会員フィルター (docs/feature-anatomy.md: another module only through its index):
// the engine, for メールマガジン, クーポン and オートメーション to select the members a filter matches.
export { memberFilterCountQuery, memberFilterWhere } from './member-filters.match.js';
export { memberFilterRepo } from './member-filters.repository.js';
