import { v7 } from 'uuid';

/** A new fact id: UUIDv7, time-ordered, made where the document is born (docs/sales.md, "facts"). */
export const newFactId = (): string => v7();
