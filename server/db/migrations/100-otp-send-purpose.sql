-- Sends to numbers with no account (sign-ups) have their own ceiling, apart from
-- logins of existing users, so a flood of sign-ups cannot stop members logging in.
-- `client` now holds the client's key: an IPv4 address, or an IPv6 /64 prefix.

alter table otp_sends add column purpose text not null default 'login';

create index otp_sends_purpose on otp_sends (purpose, sent_at desc);
