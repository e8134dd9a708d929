/** Height in px of the main area's header bar: the shell's AppShell draws it, the toasts open below it. */
export const APP_HEADER_HEIGHT = 56;
