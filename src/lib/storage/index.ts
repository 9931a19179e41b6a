export * from './keys';
export * from './expiring';
