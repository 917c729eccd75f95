-- OTP sends are limited per client address and in total too, not only
-- per number: the address each send came from, and indexes for the windows.

alter table otp_sends add column client text;

create index otp_sends_client on otp_sends (client, sent_at desc);
create index otp_sends_sent_at on otp_sends (sent_at desc);
