// The data layer's public surface. Server-only: it opens database connections.
export {
  closeDb, createDb, dialectOf, getDb, isPostgresUrl, migrateToLatest, pingDb, refreshStatistics, resetDatabase, setProcessDb,
  sqliteHandle,
} from './connection.server';
export type { CreateDbOptions, Dialect } from './connection.server';
export * from './schema';
export * from './values';
export { PUBLISHED } from './published';
