import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, type LinkProps } from './link';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(props: Partial<LinkProps> = {}, path = '/start') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/billing?tab=plan" className="link" {...props}>
              Billing
            </Link>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it("is an anchor whose href is the address, with the caller's attributes", () => {
    renderAt({ title: 'Your plan', 'aria-current': 'page' });
    const link = screen.getByRole('link', { name: 'Billing' });
    expect(link).toHaveAttribute('href', '/billing?tab=plan');
    expect(link).toHaveClass('link');
    expect(link).toHaveAttribute('title', 'Your plan');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('navigates in the app on a plain click, and runs the caller’s onClick first', async () => {
    const onClick = vi.fn();
    const router = renderAt({ onClick });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Billing' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/billing?tab=plan');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked', async () => {
    const router = renderAt({ replace: true });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Billing' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not navigate when the caller’s onClick prevents it', () => {
    renderAt({ onClick: (event) => event.preventDefault() });
    fireEvent.click(screen.getByRole('link', { name: 'Billing' }));
    expect(screen.getByRole('status')).toHaveTextContent('/start');
  });

  it('leaves a ctrl-click to the browser', () => {
    renderAt();
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Billing' }), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/start');
  });

  it('hands its ref to the anchor (a tooltip positions itself on it)', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt({ ref });
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Billing' }));
  });
});
