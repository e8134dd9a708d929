// The one form kit of the areas (validate after submit, one submit at a time, server errors onto fields). Not a
// federated singleton: stateless, so each app bundles the part it uses.
export { useSubmittedForm } from './useSubmittedForm';
export { useBusyAction } from './useBusyAction';
