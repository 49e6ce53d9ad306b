import { describe, expect, it } from 'vitest';
import { endpointGroupLabels } from './endpoint-groups.js';
import { endpointGroups } from './endpoints.js';

// The API reference's groups (OpenAPI tags) read in Japanese: a new group fails here until named.
describe('endpoint groups', () => {
  it('each has a Japanese name, and no name is left for a group that is gone', () => {
    const groups = Object.keys(endpointGroups);
    expect(groups.filter((g) => !endpointGroupLabels[g])).toEqual([]);
    expect(Object.keys(endpointGroupLabels).filter((g) => !groups.includes(g))).toEqual([]);
    for (const g of groups) expect(endpointGroupLabels[g]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Each is a tag of the API reference: two groups of one name would merge there.
    const names = Object.values(endpointGroupLabels);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
