import type { MantineColor } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { HOVER_PAUSE_LIMIT, TOAST_DURATION } from './durations';
import { errorToastStore } from './errorToastStore';

/** Options of a report toast (generation progress, then result). */
export interface ReportToastOptions {
  /** Updates the toast with this id instead of opening another one. */
  id?: string;
  title?: string;
  /** Shows a spinner (generation in progress). */
  loading?: boolean;
  color?: MantineColor;
}

/** The hard end of each open toast, so that a pause on hover never keeps it for good (HOVER_PAUSE_LIMIT). */
const hardEnds = new Map<string, ReturnType<typeof setTimeout>>();

function endAtTheLatest(id: string, autoClose: NotificationData['autoClose']): string {
  clearTimeout(hardEnds.get(id));
  hardEnds.delete(id);
  if (typeof autoClose === 'number')
    hardEnds.set(
      id,
      setTimeout(() => {
        hardEnds.delete(id);
        notifications.hide(id);
      }, autoClose * HOVER_PAUSE_LIMIT),
    );
  return id;
}

const show = (data: NotificationData): string =>
  endAtTheLatest(notifications.show({ withCloseButton: true, ...data }), data.autoClose);

/** Short notices. Standard 4 s, success and warning 5 s, report 60 s; errors stay until closed, two at a time. */
export const toasts = {
  info: (message: ReactNode): string => show({ message, color: 'blue', autoClose: TOAST_DURATION.standard }),
  success: (message: ReactNode): string =>
    show({ message, color: 'green', autoClose: TOAST_DURATION.success }),
  warning: (message: ReactNode): string =>
    show({ message, color: 'yellow', autoClose: TOAST_DURATION.warning }),
  error: (message: ReactNode): string =>
    notifications.show({ message, color: 'red', autoClose: false, withCloseButton: true }, errorToastStore),
  /** Opens or updates a report toast; returns its id for the update when the report is ready. */
  report(message: ReactNode, options: ReportToastOptions = {}): string {
    const data: NotificationData = {
      message,
      title: options.title,
      loading: options.loading ?? false,
      color: options.color ?? 'blue',
      autoClose: TOAST_DURATION.report,
      withCloseButton: true,
    };
    if (options.id) {
      const updated = notifications.update({ ...data, id: options.id });
      if (updated) return endAtTheLatest(updated, data.autoClose);
    }
    return show({ ...data, ...(options.id ? { id: options.id } : {}) });
  },
  /** Closes every toast of both services and empties their queues (logout, tests). */
  clean(): void {
    for (const timer of hardEnds.values()) clearTimeout(timer);
    hardEnds.clear();
    notifications.clean();
    notifications.clean(errorToastStore);
  },
  /** Closes a toast of either service. */
  hide(id: string): void {
    notifications.hide(id);
    notifications.hide(id, errorToastStore);
  },
};
