export * from './rules';
export * from './images';
export * from './schema';
