// What src/app composes from the resources feature (features do not import each other).
export { MemberHomeResources } from './components/MemberHomeResources';
export { ResourceManagerPanel } from './components/ResourceManagerPanel';
