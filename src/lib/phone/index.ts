export * from './rules';
export * from './countries';
