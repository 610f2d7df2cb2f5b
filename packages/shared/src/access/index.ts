export * from './titles.ts';
export * from './permissions.ts';
export * from './menu.ts';
