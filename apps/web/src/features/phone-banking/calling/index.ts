/** The caller's screens (issue 15): what the routes use. */
export { AssignedCallList } from './assigned-call-list';
export { CallingScreen } from './calling-screen';
