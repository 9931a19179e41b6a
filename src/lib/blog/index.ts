export * from './categories';
export * from './rules';
