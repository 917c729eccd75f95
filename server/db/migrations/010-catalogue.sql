-- The bag catalogue: products, the attribute masters that filter them (Brand,
-- Colour, Size, Occasion, Material) and the predefined lists (SORT, CATEGORY,
-- CONDITION). Spec points 3 and 7: product, attribute, predefined calls.

create table attributes (
  id serial primary key,
  code text not null unique,
  name text not null,
  sort_order integer not null default 0
);

create table attribute_values (
  id serial primary key,
  attribute_id integer not null references attributes (id) on delete cascade,
  value text not null,
  sort_order integer not null default 0,
  unique (attribute_id, value)
);

create table predefined_values (
  id serial primary key,
  type text not null,
  code text not null,
  name text not null,
  sort_order integer not null default 0,
  unique (type, code)
);

create table products (
  id serial primary key,
  title text not null,
  -- The slug of #/book-bag/{url} and GET /api/product/url/{url}.
  url text not null unique check (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  brand text not null,
  description text not null default '',
  -- The bag type (a CATEGORY code: TOTE, CLUTCH, HOBO, CROSSBODY, BUCKET, SATCHEL); it also picks the drawing.
  category text not null,
  retail_price numeric(10, 2) not null check (retail_price >= 0),
  -- The drawing's colour (#rrggbb), from the Colour attribute at seed time.
  colour_hex text not null default '#6b4f3a' check (colour_hex ~ '^#[0-9a-f]{6}$'),
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create index products_category on products (category);

create table product_attribute_values (
  product_id integer not null references products (id) on delete cascade,
  attribute_value_id integer not null references attribute_values (id) on delete cascade,
  primary key (product_id, attribute_value_id)
);

create index product_attribute_values_value on product_attribute_values (attribute_value_id);
