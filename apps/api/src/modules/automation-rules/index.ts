// What other parts of the API may use of 自動化ルール (docs/feature-anatomy.md): the demo seed runs its rules once,
// as the morning job would.
export { runRule } from './automation-rules.run.js';
