/** One rule for the server's CSV downloads and the web app's (packages/shared/src/csv.ts). */
export { neutralizeFormula } from '@groundwork/shared/csv';
