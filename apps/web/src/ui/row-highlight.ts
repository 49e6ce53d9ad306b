import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// A record just created is marked in its list (docs/web-conventions.md, "pages"): the create page (FormPage)
// or dialog (RecordModalForm) hands the list the new id in the router's state, and the list lights its row
// up for a few seconds. A row on another page of the list is simply not marked.

/** How long the new row stays marked: the length of its fade in list-page.css. */
export const HIGHLIGHT_MS = 4000;
export const HIGHLIGHT_CLASS = 'list-row-highlight';

/** The router state that marks a record in the list navigated to. */
export interface HighlightState {
  highlight: string | number;
}

/** The state marking what a create call answered, when it answered a record with an id. */
export function highlightState(saved: unknown): HighlightState | undefined {
  const id = (saved as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' || typeof id === 'string' ? { highlight: id } : undefined;
}

/** The id of the row to mark, as text, until HIGHLIGHT_MS after the navigation that named it. */
export function useRowHighlight(): string | undefined {
  const location = useLocation();
  const id = (location.state as Partial<HighlightState> | null)?.highlight;
  // The navigation whose mark has faded: a later one naming the same id marks it again.
  const [faded, setFaded] = useState<string | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => setFaded(location.key), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [id, location.key]);
  return id === undefined || faded === location.key ? undefined : String(id);
}
