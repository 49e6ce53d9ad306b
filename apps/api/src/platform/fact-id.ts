import { v7 } from 'uuid';

/** A new fact id: UUIDv7, time-ordered, made where the document is born (SALES.md §2). */
export const newFactId = (): string => v7();
