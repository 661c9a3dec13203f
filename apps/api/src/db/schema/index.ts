export * from './auth';
export * from './organisation';
export * from './users';
export * from './planning';
export * from './leave-types';
export * from './salary-components';
export * from './settings';
export * from './lists';
