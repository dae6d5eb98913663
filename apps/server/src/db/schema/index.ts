export * from './identity.ts';
export * from './brands.ts';
export * from './comments.ts';
export * from './credits.ts';
export * from './system.ts';
export * from './access.ts';
export * from './catalog.ts';
export * from './replies.ts';
