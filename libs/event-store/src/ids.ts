import { randomUUID } from 'node:crypto';

export const newEventId = (): string => randomUUID();
