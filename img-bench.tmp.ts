import sharp from 'sharp';
import { renderImage } from './src/lib/media/images.server';
const conc = Number(process.env.CONC ?? 0);
if (conc) sharp.concurrency(conc);
const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 110 } } })
  .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#d49a2a"/></svg>'), top: 0, left: 0 }])
  .jpeg({ quality: 80 }).toBuffer();
const real = process.env.REAL ? (await import('node:fs')).readFileSync(process.env.REAL) : photo;
for (let i = 0; i < 3; i++) await renderImage(real);
const c0 = process.cpuUsage(); const t0 = performance.now();
const N = 20;
for (let i = 0; i < N; i++) await renderImage(real);
const c = process.cpuUsage(c0);
console.log(`conc=${sharp.concurrency()} cpu/photo ${((c.user + c.system) / 1000 / N).toFixed(1)} ms, wall ${((performance.now() - t0) / N).toFixed(1)} ms`);
