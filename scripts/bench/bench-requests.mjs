// The requests `npm run bench` sends: each catalogue route as the widgets call it, and the calls of one
// members' collection page view.

/** What a browser sends with every call (autocannon sends nothing of its own). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const BOUNDARY = 'tote-bench-boundary';
/** The multipart body src/api/product.ts sends: `product` and `filter` as application/json parts. */
function criteria(product, filter) {
  const part = (name, value) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(value)}\r\n`;
  return {
    method: 'POST',
    headers: { ...BROWSER, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${part('product', product)}${part('filter', filter)}--${BOUNDARY}--\r\n`,
  };
}
const json = (body) => ({ method: 'POST', headers: { ...BROWSER, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = () => ({ method: 'GET', headers: { ...BROWSER } });
const withToken = (req, token) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });

/** The collection's first page, as the widget asks for it (src/stores/collection-query.ts). */
const FIRST_PAGE = { sort: 'NEWEST', page: 0, size: 12 };

/** Every route measured: name → (server info) → { path, method, headers, body }. */
export function routes(s, only) {
  return [
    // The yardstick: a route of the app's own, through all its middleware, that reads no database.
    ['trivial: GET /api/config', { path: '/api/config', ...get() }],
    ['filter/list, first page', { path: '/api/product/filter/list', ...criteria({}, FIRST_PAGE) }],
    [
      'filter/list, 2 filters + available',
      { path: '/api/product/filter/list', ...criteria({ available: true }, { ...FIRST_PAGE, sort: 'AVAILABLE_FIRST', attributeValueIds: s.filterIds }) },
    ],
    ['filter/list, search', { path: '/api/product/filter/list', ...criteria({}, { ...FIRST_PAGE, search: 'leather' }) }],
    ['count, first page', { path: '/api/product/count', ...criteria({}, FIRST_PAGE) }],
    ['product/list (all)', { path: '/api/product/list', ...json({}) }],
    ['product/{id}', { path: `/api/product/${s.productId}`, ...get() }],
    ['product/{id}, member', { path: `/api/product/${s.productId}`, ...withToken(get(), s.memberToken) }],
    ['product/url/{url}', { path: `/api/product/url/${s.productUrl}`, ...get() }],
    ['attribute/list', { path: '/api/attribute/list', ...json({}) }],
    ['attribute/value/list', { path: '/api/attribute/value/list', ...json({}) }],
    ['predefined/list-by-type', { path: '/api/predefined/list-by-type', ...json({ type: 'SORT' }) }],
    ['membership/list', { path: '/api/membership/list', ...json({}) }],
  ].filter(([name]) => !only || name.startsWith('trivial') || new RegExp(only).test(name));
}

/** Every API call the members' collection page makes on arrival (site/pages/members-collection-page.tsx). */
export function pageViewCalls(s, member) {
  const calls = [
    { path: '/api/config', ...get() }, // remote validation texts (auth dialogs)
    { path: '/api/attribute/list', ...json({}) }, // filter groups
    { path: '/api/attribute/value/list', ...json({}) }, // filter values
    { path: '/api/predefined/list-by-type', ...json({ type: 'SORT' }) }, // sort choices
    { path: '/api/predefined/list-by-type', ...json({ type: 'CONDITION' }) }, // bag drop form
    { path: '/api/product/filter/list', ...criteria({}, FIRST_PAGE) },
    { path: '/api/product/count', ...criteria({}, FIRST_PAGE) },
  ];
  if (!member) return calls;
  return [
    ...calls.map((c) => withToken(c, s.memberToken)),
    withToken({ path: '/api/communication/unread/count', ...json({ toUserId: s.memberId }) }, s.memberToken),
  ];
}
