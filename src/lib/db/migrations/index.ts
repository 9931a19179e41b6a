import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';

/** Every migration, by name, in order. Listed by hand so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
