import { cleanup, fireEvent, render, screen } from '../support/testing-library';
import { HashRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link } from '../../../site/layout/link';

// What the browser would do next (follow the href, open a tab) is not happy-dom's to try: the test asks only what the app did.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stayOnPage));

afterEach(() => {
  window.removeEventListener('click', stayOnPage);
  cleanup();
  history.replaceState(null, '', '/');
});

/** Where the router is, and the state it was given. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function show(link: React.ReactNode) {
  history.replaceState(null, '', '/#/');
  render(
    <HashRouter>
      {link}
      <Where />
    </HashRouter>,
  );
  return screen.getByRole('link');
}

describe('the site’s Link', () => {
  it('is a real link to the hash route, with the attributes it was given', () => {
    const link = show(
      <Link to="/members-collection?brand=Chanel" className="button" aria-label="All bags">
        Bags
      </Link>,
    );
    expect(link.getAttribute('href')).toBe('#/members-collection?brand=Chanel');
    expect(link.className).toBe('button');
    expect(link.getAttribute('aria-label')).toBe('All bags');
  });

  it('navigates in the app on a plain click, with its state', () => {
    const link = show(
      <Link to="/our-process" state={{ from: 'home' }}>
        How it works
      </Link>,
    );
    fireEvent.click(link, { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/our-process {"from":"home"}');
    expect(location.hash).toBe('#/our-process');
  });

  it('leaves modified clicks and new-tab targets to the browser', () => {
    const link = show(<Link to="/our-process">How it works</Link>);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) fireEvent.click(link, { button: 0, [modifier]: true });
    expect(screen.getByTestId('where').textContent).toBe('/ null');
    cleanup();
    fireEvent.click(
      show(
        <Link to="/our-process" target="_blank">
          How it works
        </Link>,
      ),
      { button: 0 },
    );
    expect(screen.getByTestId('where').textContent).toBe('/ null');
  });

  it('runs its own onClick first, and a handler that prevents the default keeps the page', () => {
    const seen: string[] = [];
    const link = show(
      <Link
        to="/our-process"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        How it works
      </Link>,
    );
    fireEvent.click(link, { button: 0 });
    expect(seen).toEqual(['clicked']);
    expect(screen.getByTestId('where').textContent).toBe('/ null');
  });
});
