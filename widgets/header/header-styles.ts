// Every control is at least 44px tall and wide (WCAG 2.5.5 target size). The header
// queries its own width, not the viewport's, because a partner page may put it in
// a narrow column.
export const HEADER_CSS = `
:host { container-type: inline-size; }
.header {
  background: var(--tote-paper);
  border-bottom: 1px solid var(--tote-line);
}
.bar {
  display: flex;
  align-items: center;
  gap: 8px 16px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 16px;
}
a { text-decoration: none; }
.brand {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  font-family: Georgia, "Times New Roman", serif;
  font-size: 28px;
  letter-spacing: 0.04em;
  color: var(--tote-ink);
}
.nav {
  display: flex;
  align-items: center;
  gap: 8px 16px;
  flex: 1;
}
.nav-links {
  display: flex;
  gap: 4px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1;
}
.nav-link {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 6px;
  color: var(--tote-ink);
}
.nav-link:hover { background: var(--tote-line); }
.visitor-actions { display: flex; gap: 8px; }
/* The kit's buttons (src/ui/kit-styles.ts), a little narrower beside the links. */
.visitor-actions .button { padding: 0 18px; }
.user-actions {
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
}
.icon-button {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: var(--tote-ink);
}
.icon-button:hover { background: var(--tote-line); }
.bell-dot {
  position: absolute;
  top: 9px;
  right: 10px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: var(--tote-danger);
  box-shadow: 0 0 0 2px var(--tote-paper);
}
.account { position: relative; }
.avatar-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
}
.avatar {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--tote-accent);
  color: var(--tote-accent-ink);
  font-weight: 700;
  font-size: 15px;
  letter-spacing: 0.04em;
}
.menu {
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 10;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: var(--tote-paper);
  border: 1px solid var(--tote-line);
  border-radius: 8px;
  box-shadow: 0 8px 24px rgba(28, 26, 23, 0.16);
}
.menu[hidden] { display: none; }
.menu-item {
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--tote-ink);
  text-align: left;
  cursor: pointer;
}
.menu-item:hover, .menu-item:focus { background: #f3ebe2; }
.nav-toggle {
  display: none;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 12px;
  border: 1px solid var(--tote-line);
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
}
.nav-toggle-lines, .nav-toggle-lines::before, .nav-toggle-lines::after {
  display: block;
  width: 18px;
  height: 2px;
  background: currentColor;
  position: relative;
}
.nav-toggle-lines::before, .nav-toggle-lines::after { content: ""; position: absolute; left: 0; }
.nav-toggle-lines::before { top: -6px; }
.nav-toggle-lines::after { top: 6px; }

@container (max-width: 719px) {
  .bar { flex-wrap: wrap; }
  .brand { margin-right: auto; }
  .user-actions { margin-left: 0; }
  .nav-toggle { display: inline-flex; order: 3; }
  .nav {
    display: none;
    order: 4;
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    padding: 8px 0 4px;
    border-top: 1px solid var(--tote-line);
  }
  .nav.nav-open { display: flex; }
  .nav-links { flex-direction: column; }
  .nav-link { display: flex; }
  .visitor-actions { flex-direction: column; }
}
/* The page reserves one row for the header before it comes (site/site.css). Below 400 px the brand,
   a member's bell and initials and the worded menu button ('Close menu' when open) need more than one
   row: the button shows only its lines there, its word kept as its name, so the row never wraps, the
   page does not move when the header comes, and the button stays under the finger that opened it. */
@container (max-width: 399px) {
  .nav-toggle { position: relative; justify-content: center; padding: 0; }
  .nav-toggle-word {
    position: absolute; width: 1px; height: 1px; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
@media (prefers-reduced-motion: no-preference) {
  .nav-link, .button, .icon-button, .menu-item { transition: background-color 120ms ease; }
}
`;
