import { createNotificationsStore } from '@mantine/notifications';

/**
 * The "second toast service" of spec 001 §9: error toasts live in their own store so its limit of two
 * never hides an info or success toast, and vice versa. ErpProviders renders it bottom-right.
 */
export const errorToastStore = createNotificationsStore();
