import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, sqliteHandle } from './connection.server';

const dir = mkdtempSync(join(tmpdir(), 'basera-sqlite-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an SQLite connection', () => {
  it('is opened for several processes sharing the file, and reads it through a memory map', async () => {
    const db = createDb('', dir);
    try {
      const handle = sqliteHandle(db)!;
      expect(handle.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(handle.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(handle.pragma('foreign_keys', { simple: true })).toBe(1);
      // A map of at least a gigabyte covers a million listings' search indexes and rows.
      expect(Number(handle.pragma('mmap_size', { simple: true }))).toBeGreaterThanOrEqual(1024 ** 3);
    } finally {
      await db.destroy();
    }
  });
});
