// Form helpers the areas share. Not a federated singleton: stateless, so each app bundles the part it uses.
export { useSubmittedForm } from './useSubmittedForm';
