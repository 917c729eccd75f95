-- A member's view of a bag (GET /api/product/{id} with a token: whether they wait for it) is
-- kept per catalogue version and token (server/routes/product-routes.ts), with the check that
-- the token's member still exists under that username made once per version, not per call.
-- So removing or renaming a member bumps the version too (rare: the app does neither today).
create trigger users_version after delete or update of username or truncate on users
  for each statement execute function bump_catalogue_version();
