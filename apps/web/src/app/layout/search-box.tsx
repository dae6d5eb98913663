import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input';

/** Searches the Customer Responses inbox: Enter opens /responses?search=<text>. */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/responses?search=${encodeURIComponent(query)}` : '/responses');
  };

  return (
    <form role="search" onSubmit={submit} className="relative hidden w-full max-w-xs lg:block">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search reviews and comments..."
        aria-label="Search reviews and comments"
        className="pl-9"
        maxLength={200}
      />
    </form>
  );
}
