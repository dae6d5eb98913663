export * from './errors.ts';
export * from './messages.ts';
export * from './system.ts';
export * from './platforms.ts';
export * from './auth.ts';
export * from './onboarding.ts';
export * from './storage.ts';
