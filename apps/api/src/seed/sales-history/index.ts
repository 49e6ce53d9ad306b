// The demo brand's generated sales history (issue 13 §5, issue 20, docs/demo-data.md, "the mix").
export {
  demoSalesHistoryJob,
  demoHistoryProgress,
  queueDemoSalesHistory,
  type HistoryProgress,
} from './history.job.js';
export { generateCinemaDay, type DayResult } from './day.js';
