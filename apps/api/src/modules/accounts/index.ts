// The accounts feature's public entry: what other features use of it.
export { insertAccount, linkCinemas, roleOfBrand, takenFields } from './accounts.repository.js';
