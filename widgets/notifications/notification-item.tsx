import type { Notification } from '../../src/api/communication';
import { SiteLink } from '../../src/ui/site-link';
import { formatWhen } from './format-when';
import { notificationRoute } from './notification-route';

interface NotificationItemProps {
  item: Notification;
  /** Whether it was unread when the screen opened (it is marked read on the server meanwhile). */
  unread: boolean;
  now: Date;
}

export function NotificationItem({ item, unread, now }: NotificationItemProps) {
  const route = notificationRoute(item.link);
  // A backend that sends no createdAt (the spec names no notification field) gets no time line.
  const when = item.createdAt ? formatWhen(item.createdAt, now) : null;

  return (
    <li className={unread ? 'item item--unread' : 'item'} data-unread={unread ? '' : undefined}>
      <span className="marker" aria-hidden="true" />
      <div className="item-body">
        <h2 className="item-title">
          {unread && <span className="visually-hidden">Unread: </span>}
          {item.title || 'Notification'}
          {unread && (
            <span className="badge" aria-hidden="true">
              New
            </span>
          )}
        </h2>
        {item.message && <p className="item-message">{item.message}</p>}
        <p className="item-meta">
          {when && (
            <time dateTime={item.createdAt} title={when.absolute}>
              {when.relative}
            </time>
          )}
          {route && (
            <SiteLink className="item-link" route={route}>
              View<span className="visually-hidden">: {item.title || 'Notification'}</span>
            </SiteLink>
          )}
        </p>
      </div>
    </li>
  );
}
