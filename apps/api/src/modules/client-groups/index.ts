// What other modules may use: clients check that the group they name is their brand's.
export { clientGroupKeys, findClientGroup } from './client-groups.repository.js';
