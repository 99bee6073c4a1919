export * from './sql.js';
export { connectPostgres, type PostgresOptions } from './postgres.js';
export { openPglite } from './pglite.js';
export { openDatabase } from './open.js';
export { migrate, ownersMigrated, type Migration } from './migrate.js';
