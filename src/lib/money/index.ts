export * from './price';
export * from './currency';
export * from './units';
export { roundTo, groupDigits } from './numbers';
