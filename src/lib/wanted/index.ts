export * from './schema';
export * from './rules';
