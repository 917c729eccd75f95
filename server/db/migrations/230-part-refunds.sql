-- Refunds in part, through the payment gateway or paid back by hand. An order may have several credit
-- notes; `orders.refunded` is what they gave back in all (GST included), and the check below is the last
-- word that it never exceeds what was paid: two refunds racing on one order take turns on the order's row,
-- and the second fails here if the first left too little.
alter table orders add column refunded numeric(10, 2) not null default 0;
update orders o set refunded = c.total
  from (select order_id, sum(amount + tax) as total from credit_notes group by order_id) c
  where c.order_id = o.id;
alter table orders add constraint orders_refund_within_price check (refunded >= 0 and refunded <= amount + tax);

-- How each credit note's money went back: 'gateway' (the refund's id at the gateway) or 'manual' (the
-- bank's reference the operator gave). Notes issued before this were paid back outside the server.
alter table credit_notes add column method text not null default 'manual' check (method in ('gateway', 'manual'));
alter table credit_notes add column reference text;
alter table credit_notes add column gateway_refund_id text;

-- The demo gateway's refunds, kept like a real gateway keeps them: never more than the payment captured.
create table demo_gateway_refunds (
  id text primary key,
  payment_id text not null,
  amount_minor integer not null check (amount_minor > 0),
  created_at timestamptz not null default now()
);
create index demo_gateway_refunds_payment on demo_gateway_refunds (payment_id);
