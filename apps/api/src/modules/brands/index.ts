// The brands feature's public entry: what other features use of it.
export { assertFirstAccountFree, guardFirstAccount, insertFirstAccount } from './first-account.js';
