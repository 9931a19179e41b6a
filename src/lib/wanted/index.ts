export * from './schema';
export * from './rules';
export * from './limits';
