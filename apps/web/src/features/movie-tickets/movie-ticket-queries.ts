import { featureKeys } from '../../api/query.js';

// The brand's ムビチケ 券種: read and written on this screen only.
export const movieTicketKeys = featureKeys('movieTickets');
