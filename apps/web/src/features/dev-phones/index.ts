export { DevPhonesPage } from './components/dev-phones-page';
