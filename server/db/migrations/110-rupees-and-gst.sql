-- Rupees and GST tax invoices. Orders are in INR from now on: `amount` is the
-- taxable value and `tax` the GST inside the price (server/orders/order-rules.ts).
alter table orders alter column currency set default 'INR';

-- The plans' slabs as first seeded in US dollars become the rupee prices (GST
-- included); a price an operator has changed since is left as it is.
update membership_plan_slabs s set amount = v.inr
  from (values
    ('CLASSIC', 3, 149, 11999), ('CLASSIC', 6, 279, 21999), ('CLASSIC', 12, 499, 39999),
    ('SIGNATURE', 3, 249, 19999), ('SIGNATURE', 6, 469, 36999), ('SIGNATURE', 12, 849, 66999),
    ('COUTURE', 3, 399, 31999), ('COUTURE', 6, 749, 59999), ('COUTURE', 12, 1349, 107999)
  ) as v (code, months, usd, inr), membership_plans p
  where p.id = s.plan_id and p.code = v.code and s.months = v.months and s.amount = v.usd;

-- Serial numbers of tax invoices ('INV') and credit notes ('CN'): CGST rule 46
-- wants them consecutive and unique per financial year (April to March, e.g.
-- '2627'). The counter is taken in the transaction that issues the document, so
-- a rolled-back payment leaves no gap, and instances sharing the database take turns.
create table document_serials (
  series text not null,
  fiscal_year text not null,
  last integer not null,
  primary key (series, fiscal_year)
);

-- The place of supply and member's address as they stood when the invoice was
-- issued: a tax invoice does not change when the member moves later.
alter table orders add column invoice_details jsonb;

-- Credit notes (CGST rule 53) for refunds of paid orders: their own serial
-- series, the taxable value and GST given back, and who issued it.
create table credit_notes (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  serial text not null unique,
  amount numeric(10, 2) not null check (amount > 0),
  tax numeric(10, 2) not null check (tax >= 0),
  reason text not null,
  details jsonb not null,
  issued_by integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index credit_notes_order on credit_notes (order_id);
