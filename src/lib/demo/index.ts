// The demo data set: deterministic from a seed, used by `npm start` on an empty database and by `npm run seed`.
export { DEFAULT_SEED, demoReferenceData, loadDemoData, type DemoOptions, type DemoSummary } from './load.server';
export { ensureDemoImages, demoImageSvg } from './images.server';
export { buildWorld, makeListing, DEMO_USER_ID, DEMO_USER_LISTINGS, type DemoListing, type DemoWorld } from './listings';
export { createRandom, mixSeed, type Random } from './random';
export { poolKeys, poolFile, IMAGE_KINDS } from './image-pool';
