export * from './rules';
export * from './images';
