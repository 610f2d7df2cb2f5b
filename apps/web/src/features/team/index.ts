/** The team feature's public entry: the Team tab and the member page's view. */
export { TeamPanel } from './components/team-panel';
export { MemberPageView } from './components/member-page-view';
