import type { Migration } from '@lectern/db';
import { appendNoticeMigration } from './append-notices.js';

export const eventStoreMigrations: readonly Migration[] = [
  {
    id: '001_events',
    sql: `
CREATE SCHEMA IF NOT EXISTS event_store;
CREATE TABLE IF NOT EXISTS event_store.streams (
  stream_id text PRIMARY KEY,
  version integer NOT NULL
);
CREATE TABLE IF NOT EXISTS event_store.events (
  position bigint PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  stream_version integer NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_version)
);
CREATE TABLE IF NOT EXISTS event_store.checkpoints (
  name text PRIMARY KEY,
  position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  appendNoticeMigration,
];
