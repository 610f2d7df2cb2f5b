export * from './identity.ts';
export * from './app.ts';
export * from './voters.ts';
export * from './voter-imports.ts';
export * from './surveys.ts';
export * from './election-results.ts';
export * from './walkbooks.ts';
export * from './recommended-walkbooks.ts';
