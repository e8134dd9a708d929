export { ErpProviders } from './providers/ErpProviders';
export { dialogs } from './dialogs/dialogs';
export { showApiError } from './dialogs/showApiError';
export { toasts } from './toasts/toasts';
export { EmptyState } from './EmptyState/EmptyState';
export { SafeHtml } from './SafeHtml/SafeHtml';
export { useBusyAction } from './forms/useBusyAction';
export { BrandThemeScope } from './BrandThemeScope/BrandThemeScope';
