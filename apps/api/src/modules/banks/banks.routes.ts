import { bankEndpoints, postalCodeEndpoints, postalCodeNotFound } from '@cinema/contracts';
import { handleAll } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { searchBanks, searchBranches } from './bank-master.js';
import { addressesOf } from './postal-codes.js';

// Reference data shipped in packages: no database, no tenant.
export const bankHandlers = () =>
  handleAll(bankEndpoints, {
    list: ({ query }) => ok(searchBanks(query.keyword)),
    branches: ({ query }) => ok(searchBranches(query.bankCode, query.keyword)),
  });

export const postalCodeHandlers = () =>
  handleAll(postalCodeEndpoints, {
    lookup: ({ params }) => {
      const found = addressesOf(params.code);
      if (!found.length) throw notFound(postalCodeNotFound);
      return ok(found);
    },
  });
