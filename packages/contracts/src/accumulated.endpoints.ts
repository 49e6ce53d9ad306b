import { endpoint, onScreen } from './endpoint.js';
import {
  ACCUMULATED_SCREEN,
  accumulatedAnswer,
  accumulatedQuery,
  accumulatedWeeks,
  accumulatedWeeksQuery,
} from './accumulated.js';

// 作品別累計成績: each film's life to date up to a 基準日 (上映日基準, R1), and one film's 興行週.
export const accumulatedEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/accumulated/list',
    summary:
      '作品別累計成績: 基準日までの作品ごと（本部は劇場別も）の公開日・上映日数・週目・累計回数・累計動員・累計興収・販売率・直近週興収・前週比・映画料累計（上映日基準）',
    access: onScreen(ACCUMULATED_SCREEN),
    query: accumulatedQuery,
    answer: accumulatedAnswer,
  }),
  weeks: endpoint({
    method: 'GET',
    path: '/api/accumulated/weeks',
    summary: '作品別累計成績の興行週別: 基準日までの週ごとの動員・興収・歩率・映画料（上映日基準）',
    access: onScreen(ACCUMULATED_SCREEN),
    query: accumulatedWeeksQuery,
    answer: accumulatedWeeks,
  }),
};
