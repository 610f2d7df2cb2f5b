export * from './identity.ts';
export * from './app.ts';
export * from './voters.ts';
export * from './voter-imports.ts';
