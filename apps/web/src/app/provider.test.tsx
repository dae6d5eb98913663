import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { DeferredToaster } from './provider';

describe('the deferred Toaster', () => {
  it('mounts at the first toast, and shows that toast', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => toast.error('Could not save'));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).not.toBeNull();
    act(() => toast.dismiss());
  });
});
