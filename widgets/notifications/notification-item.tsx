import type { MouseEvent } from 'react';
import type { Notification } from '../../src/api/communication';
import { navigate } from '../../src/routing/navigate';
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
  const when = formatWhen(item.createdAt, now);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (!route || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(route);
  }

  return (
    <li className={unread ? 'item item--unread' : 'item'} data-unread={unread ? '' : undefined}>
      <span className="marker" aria-hidden="true" />
      <div className="item-body">
        <h2 className="item-title">
          {unread && <span className="visually-hidden">Unread: </span>}
          {item.title}
          {unread && (
            <span className="badge" aria-hidden="true">
              New
            </span>
          )}
        </h2>
        <p className="item-message">{item.message}</p>
        <p className="item-meta">
          <time dateTime={item.createdAt} title={when.absolute}>
            {when.relative}
          </time>
          {route && (
            <a className="item-link" href={`#${route}`} onClick={follow}>
              View<span className="visually-hidden">: {item.title}</span>
            </a>
          )}
        </p>
      </div>
    </li>
  );
}
