// The cinema shop items feature's public entry: what other features use of it (the 売店商品 screens
// start and stop an item's sale in several cinemas through these, never by writing the table).
export { sellingCinemaCounts } from './cinema-shop-items.repository.js';
export { areBrandCinemas, setSellingInCinemas, type CinemaSales } from './cinema-shop-items.service.js';
