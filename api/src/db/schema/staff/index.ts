// Staff roles: who may do which staff-only work (the staff module owns them).
export * from './constants';
export * from './roles';
