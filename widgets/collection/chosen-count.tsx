/** How many values are chosen, as a badge that reads '2 chosen'; nothing for none. */
export function ChosenCount({ n, className }: { n: number; className: string }) {
  if (n === 0) return null;
  return (
    <span className={className}>
      {n}
      <span className="visually-hidden"> chosen</span>
    </span>
  );
}
