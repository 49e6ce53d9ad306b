import { defineFeature } from './feature.js';
import { movieTicketEndpoints } from './movie-tickets.endpoints.js';
import { r } from './route-types.js';

export const movieTicketsFeature = defineFeature({
  key: 'movieTickets',
  label: 'ムビチケ券種マスター',
  endpoints: { movieTicket: { endpoints: movieTicketEndpoints } },
  routes: [
    // The brand's ムビチケ 券種マスター: head office edits it, cinema staff read it and look codes up.
    r({
      path: '/movie-ticket-master',
      group: 'film',
      label: 'ムビチケ券種マスター',
      roles: ['brand', 'cinema'],
      module: 'film',
      menu: true,
    }),
  ],
  audits: { movieTicket: 'ムビチケ券種' },
});
