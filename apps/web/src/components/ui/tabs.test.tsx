import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onValueChange, value }: { onValueChange?: (value: string) => void; value?: string }) {
  return (
    <Tabs defaultValue="one" value={value} onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each trigger to its panel both ways and mounts only the selected panel', () => {
    render(<Example />);
    const trigger = screen.getByRole('tab', { name: 'One' });
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(trigger).toHaveAttribute('aria-selected', 'true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id);
    expect(panel).toHaveTextContent('First panel');
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Second panel')).toBeNull();
  });

  it('switches panels with the arrow keys (roving focus) and with a click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    expect(screen.queryByText('First panel')).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith('two');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
  });

  it('follows the value when the caller controls it', () => {
    const { rerender } = render(<Example value="two" />);
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeInTheDocument();
    rerender(<Example value="one" />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeInTheDocument();
  });
});
