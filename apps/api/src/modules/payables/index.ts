// What other modules may use (docs/accounting.md, "買掛・未払"): film fees keep their payable in step on 確定 and
// 確定解除; the documents read a brand's month of payables.
export { refuseUnconfirmWhenSettled, syncFilmFeePayable } from './payables.film-fee.js';
export { payableRowsOf, payablesOfMonth, type PayablesOfMonth } from './payables.ledger.js';
