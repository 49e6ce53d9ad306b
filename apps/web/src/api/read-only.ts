import { createContext, useContext } from 'react';

// Set by the route guard when head office has opened a cinema's screen to read it (docs/architecture.md,
// "access"); usePermission then answers view and export only, so every shared primitive (新規作成, row
// actions, forms) hides what would write. A light module: the /login first load imports session.ts.
export const ReadOnlyContext = createContext(false);
export const useReadOnly = () => useContext(ReadOnlyContext);
