export * from './identity.ts';
export * from './app.ts';
