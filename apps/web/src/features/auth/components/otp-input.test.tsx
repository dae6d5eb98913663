import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput, otpDigits } from './otp-input';

function Harness({ initial = emptyOtp() }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const code = () => screen.getByTestId('code').textContent;

describe('OTP input', () => {
  it('keeps digits only, at most six', () => {
    expect(otpDigits('12-34 5a67')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(otpDigits('abc')).toEqual([]);
  });

  it('starts in the first box and moves to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box(1)).toHaveFocus();
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('20');
    expect(box(4)).toHaveFocus();
    expect(code()).toBe('420');
  });

  it('ignores letters and symbols', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('a-');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('Backspace clears the box, and on an empty box moves back and clears that one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(code()).toBe('1');
    // A filled box is cleared in place.
    await user.click(box(1));
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(code()).toBe('');
  });

  it('a paste fills the boxes with its digits only, the first six', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('Code: 98-76 54 321');
    expect(code()).toBe('987654');
    expect(box(6)).toHaveFocus();
  });

  it('a paste without digits changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '', '', '', '', '']} />);
    await user.click(box(2));
    await user.paste('no digits here');
    expect(code()).toBe('1');
  });

  it('a one-time-code autofill into the first box spreads over all boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '314159' } });
    expect(code()).toBe('314159');
  });

  it('typing over a filled box replaces its digit and moves on', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '', '', '']} />);
    await user.click(box(2));
    await user.keyboard('7');
    expect(code()).toBe('173');
    expect(box(3)).toHaveFocus();
  });
});
