import { Notifications, notificationsStore } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

const hasNotifications = () => notificationsStore.getState().notifications.length > 0;

/**
 * Mantine's notification area, mounted once the first screen is up (the browser idle) or at the first
 * notification, whichever comes first. It renders a container per screen corner: a tenth of a phone's first
 * render, for nothing on screen (decision 0029). A notification shown before it mounts waits in Mantine's store
 * and appears with it.
 */
export function DeferredNotifications() {
  const [mounted, setMounted] = useState(hasNotifications);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasNotifications()) mount();
    });
    const cancelIdle = whenIdle(mount);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [mounted]);
  return mounted ? <Notifications position="top-right" /> : null;
}
