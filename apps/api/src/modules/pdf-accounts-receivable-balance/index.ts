// What the other 売掛 documents use: the brand, client and group lookups of a document's criteria.
export { arDocBrand, arDocClient, arDocGroup } from './pdf-accounts-receivable-balance.data.js';
