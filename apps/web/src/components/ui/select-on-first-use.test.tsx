import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as SelectOnFirstUseExports from './select-on-first-use';

type Module = typeof SelectOnFirstUseExports;

const FRUITS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];

/** A labelled select of fruits drawn with `SelectOnFirstUse`, as the inbox's sort order is. */
function Fruits({
  SelectOnFirstUse,
  onChange,
}: {
  SelectOnFirstUse: Module['SelectOnFirstUse'];
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState('apple');
  return (
    <>
      <button type="button">Before</button>
      <label htmlFor="fruit">Fruit</label>
      <SelectOnFirstUse id="fruit" shown={FRUITS.find((fruit) => fruit.value === value)?.label}>
        {({ Select, SelectContent, SelectItem, SelectTrigger, SelectValue }, { triggerRef, openAtStart }) => (
          <Select
            value={value}
            defaultOpen={openAtStart}
            onValueChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          >
            <SelectTrigger id="fruit" ref={triggerRef}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FRUITS.map((fruit) => (
                <SelectItem key={fruit.value} value={fruit.value}>
                  {fruit.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </SelectOnFirstUse>
    </>
  );
}

describe('SelectOnFirstUse', () => {
  // Each test starts with Radix's select not loaded yet (the module keeps what it loaded).
  let module: Module;
  beforeEach(async () => {
    vi.resetModules();
    module = await import('./select-on-first-use');
  });

  it('draws the closed select without Radix, then opens the real one on a click and picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruits SelectOnFirstUse={module.SelectOnFirstUse} onChange={onChange} />);
    const lookAlike = screen.getByRole('combobox', { name: 'Fruit' });
    expect(lookAlike).toHaveTextContent('Apple');
    expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    // Radix's trigger carries data-state; the look-alike does not.
    expect(lookAlike).not.toHaveAttribute('data-state');

    await user.click(lookAlike);
    await user.click(await screen.findByRole('option', { name: 'Pear' }));

    expect(onChange).toHaveBeenCalledWith('pear');
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveTextContent('Pear');
  });

  it('keeps the keyboard: Tab gives the focus to the real trigger once loaded, and the arrow key opens it', async () => {
    const user = userEvent.setup();
    render(<Fruits SelectOnFirstUse={module.SelectOnFirstUse} onChange={() => undefined} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('data-state', 'closed'),
    );
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('opens from the keyboard before the code is there', async () => {
    const user = userEvent.setup();
    render(<Fruits SelectOnFirstUse={module.SelectOnFirstUse} onChange={() => undefined} />);
    // The focus event is what starts the load; the arrow key then asks for the select open.
    const lookAlike = screen.getByRole('combobox', { name: 'Fruit' });
    lookAlike.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Pear' })).toBeInTheDocument();
  });

  it('loads the select once, however many draw it', async () => {
    const [first, second] = await Promise.all([module.loadSelect(), module.loadSelect()]);
    expect(first).toBe(second);
    expect(typeof first.SelectTrigger).toBe('function');
  });
});
