/** The walkbooks feature's public entry: what other features may use. */
export { WalkbookAssignmentFields, WalkbookSurveySelect } from './components/walkbook-assignment-fields';
export { walkbookKeys } from './keys';
