export * from './slug';
export * from './dates';
export * from './video';
export * from './images';
