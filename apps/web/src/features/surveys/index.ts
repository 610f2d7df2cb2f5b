/** The surveys feature's public entry: what other features may use. */
export { useSurveys } from './api/get-surveys';
export { useSurvey } from './api/get-survey';
export { ActiveSurveySelect } from './components/active-survey-select';
