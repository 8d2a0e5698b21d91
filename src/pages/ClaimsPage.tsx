// Placeholder until its issue fills the page: the route's real heading and introduction.
export { default } from './RouteIntroPage';
