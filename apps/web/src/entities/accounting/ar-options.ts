import { useQuery } from '@tanstack/react-query';
import { accountReceivableEndpoints } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';

// The brand's 取引先, 取引先グループ and 入金口座 as 売掛 offers them (docs/accounting.md, "売掛"): the 売掛 documents'
// criteria pick from the same lists as the 売掛 screen, under the same query key.
export const useArPartyOptions = () =>
  useQuery(endpointQuery(['accountReceivable', 'options'], accountReceivableEndpoints.options, {}));
