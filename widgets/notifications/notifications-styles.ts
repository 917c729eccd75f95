// Calm list on warm paper (the login gate, empty and error boxes and buttons are the kit's); unread items carry the accent bar, a dot and a "New" badge
// (never colour alone). Skeleton bones pulse unless the user asks for less motion.
export const NOTIFICATIONS_CSS = `
.list-wrap { max-width: 760px; }
.summary { margin: 0 0 12px; color: var(--tote-muted); font-size: 0.95rem; }
.list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--tote-line); }
.item {
  display: flex;
  gap: 12px;
  padding: 16px 12px 16px 8px;
  border-bottom: 1px solid var(--tote-line);
  border-left: 3px solid transparent;
}
.item--unread { background: #f8f1e8; border-left-color: var(--tote-accent); }
.marker { flex: none; width: 10px; height: 10px; margin-top: 8px; border-radius: 50%; }
.item--unread .marker { background: var(--tote-accent); }
.item-body { flex: 1; min-width: 0; }
.item-title {
  margin: 0 0 4px;
  font: 600 1.05rem/1.35 Georgia, "Times New Roman", serif;
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
}
.badge {
  font: 700 0.75rem/1 "Helvetica Neue", Helvetica, Arial, sans-serif;
  text-transform: uppercase; letter-spacing: 0.08em;
  padding: 4px 8px; border-radius: 10px;
  background: var(--tote-accent); color: var(--tote-accent-ink);
}
.item-message { margin: 0 0 6px; overflow-wrap: anywhere; }
.item-meta { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; color: var(--tote-muted); font-size: 0.9rem; }
.item-link {
  display: inline-flex; align-items: center; min-height: 44px; min-width: 44px;
  color: var(--tote-accent); font-weight: 600;
}
.bone { display: block; height: 12px; margin: 6px 0; border-radius: 6px; background: var(--tote-line); }
.bone-title { width: 45%; height: 16px; }
.bone-line { width: 85%; }
.bone-meta { width: 25%; }
.skeleton .marker { background: var(--tote-line); }
@media (prefers-reduced-motion: no-preference) {
  .bone { animation: pulse 1.4s ease-in-out infinite; }
  @keyframes pulse { 50% { opacity: 0.45; } }
}
`;
