-- Newsletters of #/newsletter (spec point 7: POST /api/newsletter/list, GET /api/newsletter/{newsLetterId}).
-- The body is rich HTML written by the club; the client sanitises it before showing it.

create table newsletters (
  id serial primary key,
  -- Seeding is idempotent by slug, so a restart never duplicates an issue.
  slug text not null unique,
  title text not null,
  summary text,
  content text not null,
  image_url text,
  published_at timestamptz not null default now()
);

create index newsletters_published on newsletters (published_at desc, id desc);
