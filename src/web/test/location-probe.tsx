import { useLocation } from 'react-router';

/** Stands in for a page a test navigates to: its name, then the query it was reached with. */
export function LocationProbe({ name }: { name: string }) {
  const { search } = useLocation();
  return (
    <p>
      {name} page{search}
    </p>
  );
}
