-- The back office's outbox lists SMS and e-mails newest first by when they were recorded (the demo
-- club's are dated to their events, so their ids are not in time order): this index serves that page.
create index messages_outbox_newest on messages (created_at desc, id desc) where channel <> 'app';
