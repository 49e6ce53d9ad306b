// A kitchen printer of the simulated cinema (docs/device-api.md, "kitchen printers"): it fetches its pending
// キッチン伝票 every second or so and says each one is printed, as a real printer does once it has printed it.
import { call } from './device-client.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Prints until `run.stopped` is set, then once more for the last sales' slips. Answers what it printed; an answer
 * other than 200 is a problem of the run.
 */
export async function runKitchenPrinter(device, run, stats) {
  const printed = { orders: 0, cancelSlips: 0 };
  const drain = async () => {
    const r = await call(device.baseURL, 'GET', '/api/device/print-jobs', device.token);
    if (r.status !== 200) return void stats.problems.push(`GET /api/device/print-jobs: ${r.status}`);
    for (const job of r.body.data.jobs) {
      const a = await call(device.baseURL, 'POST', `/api/device/print-jobs/${job.id}/ack`, device.token);
      if (a.status !== 200) stats.problems.push(`POST /api/device/print-jobs/${job.id}/ack: ${a.status}`);
      else printed[job.kind === 'cancel' ? 'cancelSlips' : 'orders']++;
    }
  };
  while (!run.stopped) {
    await drain();
    await sleep(1000);
  }
  await drain();
  return printed;
}
