import { describe, expect, it } from 'vitest';
import { demoActivity, demoPointsOfInterest, demoPossession, demoProjects, demoWantedRequests } from './extras';
import { demoAreas, demoCities } from './places.server';

describe('demo projects', () => {
  it('give each project a possession date its status can be true of', () => {
    const now = Date.UTC(2026, 10, 25);
    const cities = demoCities();
    const { projects } = demoProjects(7, cities, demoAreas(cities, 7), now);
    const statuses = new Set(projects.map((p) => p.status));
    expect(statuses).toEqual(new Set(['upcoming', 'under_construction', 'ready']));
    for (const project of projects) {
      const year = Number(project.possession!.slice(0, 4));
      if (project.status === 'ready') expect(year, project.name).toBeLessThan(2026);
      else expect(year, project.name).toBeGreaterThan(2026);
    }
  });

  it('put an upcoming project further off than the nearest one under construction', () => {
    expect(demoPossession('ready', 2026, 0, 4)).toBe('2025-04');
    expect(demoPossession('ready', 2026, 4, 12)).toBe('2024-12');
    expect(demoPossession('under_construction', 2026, 0, 1)).toBe('2027-01');
    expect(demoPossession('upcoming', 2026, 0, 1)).toBe('2028-01');
    expect(demoPossession('upcoming', 2026, 2, 9)).toBe('2030-09');
  });
});

describe('demo points of interest', () => {
  it('never name two places of one kind in one area alike', () => {
    const places = demoPointsOfInterest(7, demoAreas(demoCities(), 7));
    expect(places.length).toBeGreaterThan(100);
    const keys = places.map((p) => `${p.area_id}|${p.kind}|${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('demo wanted requests', () => {
  it('name their area in their message, and none when they are for any area of the city', () => {
    const areas = demoAreas(demoCities(), 7);
    const requests = demoWantedRequests(7, areas, Date.UTC(2026, 10, 25));
    const named = requests.filter((r) => r.area_id !== null);
    const anyArea = requests.filter((r) => r.area_id === null);
    expect(named.length).toBeGreaterThan(0);
    expect(anyArea.length).toBeGreaterThan(0);
    for (const r of named) expect(r.message).toContain(` in ${areas.find((a) => a.id === r.area_id)!.name} for `);
    for (const r of anyArea) {
      expect(r.message).toMatch(/^Looking for a (plot|property) in any area for (purchase|rent)\. /);
      const inCity = areas.filter((a) => a.city_id === r.city_id);
      for (const a of inCity) expect(r.message).not.toContain(` ${a.name} `);
    }
  });
});

describe('demo activity', () => {
  it("counts each listing's inquiries in its numbers on the day they came, so tracking and the card agree", () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const listings = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      created_at: new Date(now - (i % 3 === 0 ? 90 : 10) * 86_400_000).toISOString(),
      status: i % 5 === 0 ? 'removed' : 'published',
      user_id: i % 2 === 0 ? 1 : 7,
    }));
    const { stats, inquiries } = demoActivity(11, listings, now);
    expect(inquiries.length).toBeGreaterThan(20);
    for (const l of listings) {
      const rows = inquiries.filter((q) => q.listing_id === l.id);
      const counted = stats.filter((s) => s.listing_id === l.id).reduce((sum, s) => sum + (s.inquiries ?? 0), 0);
      expect(counted, `listing ${l.id}`).toBe(rows.length);
      for (const q of rows) {
        const on = String(q.created_at).slice(0, 10);
        expect(stats.find((s) => s.listing_id === l.id && s.day === on)?.inquiries ?? 0).toBeGreaterThan(0);
      }
    }
  });
});
