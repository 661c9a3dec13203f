export * from './common';
export * from './roles';
export * from './permissions';
export * from './auth';
export * from './messages/index';
export * from './validation';
export * from './shifts';
