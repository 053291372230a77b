import classes from './showNotification.module.css';

/** What a toast says; the title is optional, as in Mantine's. */
interface Toast {
  color: string;
  title?: string;
  message: string;
}

/**
 * Shows a toast. Mantine's notifications code (with its transition library) loads on the first toast, or when the
 * host mounts at idle, so no page carries it in its own chunk.
 */
export function showNotification(toast: Toast): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    // The close button is an icon: without a name, a screen reader announces a bare "button".
    notifications.show({
      ...toast,
      closeButtonProps: { 'aria-label': 'Dismiss notification' },
      classNames: { description: classes.description },
    });
  });
}
