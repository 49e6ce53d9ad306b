// What other parts of the API may use of 会員 (docs/feature-anatomy.md: another module only through its index): the
// demo history writes its sales' rows itself, and awards its members' points as the sales hook does.
export { awardSales } from './members.points.js';
