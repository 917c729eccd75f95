-- The unread count (on every page a member opens) and "mark all read" read only a member's unread
-- notifications: on a large club (5M notifications) the index on (to_user_id, created_at) made them
-- fetch and discard every read one too.
create index if not exists notifications_unread on notifications (to_user_id) where not read;
