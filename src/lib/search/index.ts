export * from './schema';
export * from './changed';
export * from './navigation';
export * from './url';
export * from './project-slug';
export * from './recent';
