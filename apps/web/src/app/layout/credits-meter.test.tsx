import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditsBarWidthPercent, CreditsMeter, creditsRemainingPercent } from './credits-meter';

describe('credits meter', () => {
  it('shows 100 minus the used share as remaining', () => {
    expect(creditsRemainingPercent(100, 25)).toBe(75);
    expect(creditsRemainingPercent(1000, 0)).toBe(100);
    expect(creditsRemainingPercent(200, 200)).toBe(0);
    expect(creditsRemainingPercent(200, 500)).toBe(0);
    expect(creditsRemainingPercent(0, 0)).toBe(0);
  });

  it('never draws the bar narrower than 2%', () => {
    expect(creditsBarWidthPercent(100, 100)).toBe(2);
    expect(creditsBarWidthPercent(1000, 999)).toBe(2);
    expect(creditsBarWidthPercent(0, 0)).toBe(2);
    expect(creditsBarWidthPercent(100, 97)).toBe(3);
    expect(creditsBarWidthPercent(100, 40)).toBe(60);
  });

  it('renders the figures and the bar width', () => {
    render(<CreditsMeter total={1000} used={999} />);
    expect(screen.getByText('1 / 1,000')).toBeInTheDocument();
    expect(screen.getByTestId('credits-bar')).toHaveStyle({ width: '2%' });
    expect(screen.getByRole('meter', { name: 'Credits remaining' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows no figure until the credits are known', () => {
    render(<CreditsMeter />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByTestId('credits-bar')).not.toBeInTheDocument();
  });
});
