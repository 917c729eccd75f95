// The partner's own code. It only talks to Tote through window.Tote and the
// tote:* DOM events, both documented in docs/embedding.md.
const log = document.getElementById('tote-events');
const statusOut = document.getElementById('tote-status');

function show(status) {
  statusOut.textContent = status.loggedIn ? `logged in (${status.status})` : 'visitor';
}

['tote:ready', 'tote:login', 'tote:logout', 'tote:status', 'tote:error'].forEach((name) => {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
});

// Queued if Tote has not loaded yet; answered with the status once it has.
Tote('status', show);
Tote('on', 'status', show);

document.querySelectorAll('[data-tote-open]').forEach((button) => {
  button.addEventListener('click', () => Tote('open', button.getAttribute('data-tote-open')));
});
document.querySelector('[data-tote-logout]').addEventListener('click', () => Tote('logout'));
