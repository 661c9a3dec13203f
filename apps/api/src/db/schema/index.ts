export * from './auth';
export * from './organisation';
export * from './users';
export * from './planning';
export * from './settings';
