/** The district-voters feature's public entry: what other features may use. */
export { useDistrictVoters } from './api/get-district-voters';
export { districtVoterKeys } from './keys';
export { UploadProgressBar } from './components/upload-progress';
