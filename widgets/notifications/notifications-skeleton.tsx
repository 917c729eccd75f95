/** Three loading rows, shown while the list (or, before login is done, its code) arrives. */
export const NOTIFICATIONS_SKELETON = (
  <ul className="list" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <li key={i} className="item skeleton">
        <span className="marker" />
        <div className="item-body">
          <span className="bone bone-title" />
          <span className="bone bone-line" />
          <span className="bone bone-meta" />
        </div>
      </li>
    ))}
  </ul>
);
