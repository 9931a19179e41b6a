import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/db';
import { sweepOrphanMedia } from '@/lib/media/sweep.server';
import { ensureUserRow } from '@/lib/accounts/users.server';

const t = useTestDatabase();
const mediaDir = mkdtempSync(join(tmpdir(), 'basera-sweep-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

function folder(name: string, files: string[], ageMs: number) {
  const path = join(mediaDir, 'listings', name);
  mkdirSync(path, { recursive: true });
  for (const file of files) writeFileSync(join(path, file), 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
}

describe('sweepOrphanMedia', () => {
  it('removes old folders no image row names and half-written files, and keeps the rest', async () => {
    const userId = await ensureUserRow(t.db, { id: 'sweep-sub', email: 's@example.pk', phone: null, name: 'S', role: 'webUser', groups: [] });
    await t.db.insertInto('listing_images').values({ listing_id: null, storage_key: 'listings/kept/original.webp', width: 10, height: 10, phash: '0'.repeat(16), user_id: userId, created_at: new Date().toISOString() }).execute();
    folder('kept', ['original.webp', 'original.webp.123.tmp'], 60 * 60_000);
    folder('orphan', ['original.webp', '840.webp'], 60 * 60_000);
    folder('in-flight', ['original.webp'], 1000);

    expect(await sweepOrphanMedia(t.db, mediaDir)).toEqual(['listings/orphan']);
    expect(existsSync(join(mediaDir, 'listings/orphan'))).toBe(false);
    expect(existsSync(join(mediaDir, 'listings/kept/original.webp'))).toBe(true);
    expect(existsSync(join(mediaDir, 'listings/kept/original.webp.123.tmp'))).toBe(false);
    // Younger than the grace period: maybe an upload still writing on another server.
    expect(existsSync(join(mediaDir, 'listings/in-flight/original.webp'))).toBe(true);
  });
});
