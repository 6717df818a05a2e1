export * from './texts';
export * from './dictionaries';
export * from './users';
export * from './units';
export * from './structure';
export * from './filled';
export * from './indicators';
export * from './structure-history';
