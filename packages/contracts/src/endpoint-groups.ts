import { features } from './features.js';

// The Japanese name of each endpoint group (the API reference's tags), by its key in endpointGroups: the name
// its feature gives it (features.ts), else the feature's own.
export const endpointGroupLabels: Record<string, string> = Object.fromEntries(
  features.flatMap((f) => Object.entries(f.endpoints).map(([key, g]) => [key, g.label ?? f.label])),
);
