import { createRequire } from 'node:module';
const autocannon = createRequire(import.meta.url)('autocannon');
const url = process.argv[2];
const lat = [];
const inst = autocannon({ url, connections: 16, duration: 8, headers: { 'accept-encoding': 'br, gzip' } });
inst.on('response', (_c, _s, _b, t) => lat.push(t));
await inst;
lat.sort((a, b) => a - b);
const p = (q) => lat[Math.floor(q * lat.length)].toFixed(1);
console.log('n', lat.length, 'p5', p(0.05), 'p25', p(0.25), 'p50', p(0.5), 'p75', p(0.75), 'p90', p(0.9), 'p95', p(0.95), 'p99', p(0.99));
const buckets = new Map();
for (const t of lat) { const b = Math.floor(t / 5) * 5; buckets.set(b, (buckets.get(b) ?? 0) + 1); }
for (const [b, n] of [...buckets].sort((a, b) => a[0] - b[0])) console.log(String(b).padStart(4), '#'.repeat(Math.round(n / lat.length * 200)));
